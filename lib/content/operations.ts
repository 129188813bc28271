/** Named GraphQL operations of the content service. Values always travel as variables. */

export const ASSET_FIELDS = /* GraphQL */ `
  fragment AssetFields on Asset {
    url
    title
    width
    height
  }
`;

const CONTACT_FIELDS = /* GraphQL */ `
  fragment ContactFields on Contact {
    key
    name
    title
    img {
      ...AssetFields
    }
    email
    number
  }
`;

const OFFICE_FIELDS = /* GraphQL */ `
  fragment OfficeFields on Office {
    name
    addressLines
    city
    province
    phone
    email
    latitude
    longitude
  }
`;

const NAV_ITEM_FIELDS = /* GraphQL */ `
  fragment NavItemFields on NavItem {
    label
    href
    external
  }
`;

export const PAGE_QUERY = /* GraphQL */ `
  query Page($slug: String!, $preview: Boolean = false) {
    page(slug: $slug, preview: $preview) {
      slug
      section
      title
      intro
      heroImage {
        ...AssetFields
      }
      body
      seo {
        title
        description
        noIndex
        image {
          ...AssetFields
        }
      }
      updatedAt
    }
  }
  ${ASSET_FIELDS}
`;

export const PAGE_SLUGS_QUERY = /* GraphQL */ `
  query PageSlugs($section: String, $preview: Boolean = false) {
    pages(section: $section, preview: $preview) {
      slug
      title
      intro
      updatedAt
    }
  }
`;

export const SITE_CHROME_QUERY = /* GraphQL */ `
  query SiteChrome($preview: Boolean = false) {
    navigation(preview: $preview) {
      main {
        ...NavItemFields
        children {
          ...NavItemFields
        }
      }
      footer {
        ...NavItemFields
      }
    }
    company(preview: $preview) {
      name
      legalName
      registrationNumber
      headOffice {
        ...OfficeFields
      }
      offices {
        ...OfficeFields
      }
      fraudHotline
      customerCareEmail
      registrationNote
      disclaimer
      socialLinks {
        network
        label
        url
      }
      affiliate {
        name
        url
      }
      mission {
        heading
        text
      }
      defaultSalesContact {
        ...ContactFields
      }
      careersUrl
    }
  }
  ${NAV_ITEM_FIELDS}
  ${OFFICE_FIELDS}
  ${CONTACT_FIELDS}
  ${ASSET_FIELDS}
`;

export const SUBMIT_ENQUIRY_MUTATION = /* GraphQL */ `
  mutation SubmitEnquiry($input: EnquiryInput!) {
    submitEnquiry(input: $input) {
      id
      receivedAt
    }
  }
`;
