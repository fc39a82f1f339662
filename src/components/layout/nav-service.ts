import { graphql } from "gatsby";

export interface NavService {
  slug: string;
  navTitle: string;
  summary: string;
  icon: string;
}

export const query = graphql`
  fragment NavService on ServicePage {
    slug
    navTitle
    summary
    icon
  }
`;
