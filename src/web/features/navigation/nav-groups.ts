export type NavItem = {
  href: string;
  title: string;
  description: string;
  /** A page the server renders, not the app (the API reference): opened with a full load. */
  serverPage?: true;
};
export type NavGroup = { label: string; items: NavItem[] };

/**
 * The top bar's three dropdown groups, the same at every width. Each description says what that
 * page is in this product. The product's own groups come first, the developer resources last.
 */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: "Permits",
    items: [
      {
        href: "/permits/search",
        title: "Search Permits",
        description: "Permit requirements and building codes for any US address.",
      },
      {
        href: "/document-processing",
        title: "Document Processing",
        description: "Check a permit application's documents before you submit.",
      },
      {
        href: "/municipality-search",
        title: "Municipality Search",
        description: "Find a building department and the codes it enforces.",
      },
    ],
  },
  {
    label: "Projects",
    items: [
      { href: "/projects", title: "My Projects", description: "Your saved properties and chats." },
      {
        href: "/projects/create",
        title: "Create Project",
        description: "Start a permit project for a property address.",
      },
    ],
  },
  {
    label: "Resources",
    items: [
      {
        href: "/docs",
        title: "Introduction",
        description: "Get started with the basics: reports, answers and credits.",
      },
      {
        href: "/components",
        title: "Components",
        description: "Build your user interface: a permit check for your own site.",
      },
      {
        href: "/examples",
        title: "Examples",
        description: "Explore pre-built solutions: real reports and answered questions.",
      },
      {
        href: "/api",
        serverPage: true,
        title: "API Reference",
        description: "Permit reports and answers for your own software.",
      },
    ],
  },
];

/** The menu opens after 200 ms of hover and moves between groups without delay for 300 ms. */
export const NAV_HOVER_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;
