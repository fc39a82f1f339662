// One page of each kind the site has, by its path in the default language.
export const pageTypes = [
  { name: "home", path: "/" },
  { name: "services", path: "/services/" },
  { name: "about", path: "/tentang/" },
  { name: "contact", path: "/kontak/" },
  { name: "service-with-pricing", path: "/services/ekspedisi-laut/" },
  { name: "service-without-pricing", path: "/services/bea-cukai/" },
  { name: "incoterms", path: "/incoterms/" },
  { name: "not-found", path: "/no-such-page/" },
];
