import React from "react";

// The document around every page: Gatsby's own (gatsby/cache-dir/default-html.js) without the
// tags today's browsers ignore (x-ua-compatible, for Internet Explorer; shrink-to-fit, for
// Safari 9) and without Gatsby's generator tag, as the home page's HTML has a budget of ten
// packets: docs/architecture.md, "The document without its old tags".

interface Props {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode[];
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode[];
  body: string;
  postBodyComponents: React.ReactNode[];
}

const isGenerator = (component: React.ReactNode) =>
  React.isValidElement<{ name?: string }>(component) && component.props.name === "generator";

export default function HTML(props: Props) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- each page's Head sets lang, which arrives in htmlAttributes
    <html {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {props.headComponents.filter((component) => !isGenerator(component))}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
