import React from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { formatFact } from "../../shared/facts";

/**
 * <Fact name="claims.ports" /> in an MDX body: a company fact formatted for the page's
 * language. MDX bodies cannot use {claims.ports}, because braces there are JavaScript.
 */
function Fact({ name }: { name: string }) {
  return <>{formatFact(name, useI18next().language)}</>;
}

export const mdxComponents = { Fact };
