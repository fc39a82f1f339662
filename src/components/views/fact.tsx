import React from "react";
import { useLanguage } from "../../hooks/use-t";
import { formatFact } from "../../lib/facts";

/**
 * <Fact name="claims.ports" /> in an MDX body: a company fact formatted for the page's
 * language. MDX bodies cannot use {claims.ports}, because braces there are JavaScript.
 */
export function Fact({ name }: { name: string }) {
  return <>{formatFact(name, useLanguage())}</>;
}

export const mdxComponents = { Fact };
