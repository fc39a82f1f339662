import { graphql } from "gatsby";

export interface NavService {
  slug: string;
  navTitle: string;
  summary: string;
  icon: string;
}

/** A GraphQL fragment: Gatsby finds it in the source, the page queries that use it name it. @public */
export const query = graphql`
  fragment NavService on ServicePage {
    slug
    navTitle
    summary
    icon
  }
`;
