import React from "react";

/** The banner at the top of about, contact and services: the page's h1 and, mostly, a subtitle. */
export function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="on-dark bg-gradient-to-br from-brand-950 to-brand-800 pb-16 pt-16 text-white sm:pb-20 sm:pt-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        {children}
        <h1 id="page-title" className="text-4xl font-extrabold sm:text-5xl text-balance">
          {title}
        </h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-brand-100 text-pretty">{subtitle}</p>}
      </div>
    </section>
  );
}
