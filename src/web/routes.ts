import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/coming-soon.tsx", { id: "home" }),
  route("coming-soon", "routes/coming-soon.tsx"),
  layout("routes/site-layout.tsx", [
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("blog/category/:category", "routes/blog-listing.tsx", { id: "blog-category" }),
    route("blog/tag/:tag", "routes/blog-listing.tsx", { id: "blog-tag" }),
    route("resources/:slug", "routes/resource.tsx"),
    route("experts", "routes/placeholder-page.tsx", { id: "experts" }),
    route("checklists", "routes/checklists.tsx", { id: "checklists" }),
    route("checklist/:state", "routes/checklist.tsx"),
    route("permits/search", "routes/permit-search.tsx"),
    route("municipality-search", "routes/municipality-search.tsx"),
    route("about-us", "routes/placeholder-page.tsx", { id: "about-us" }),
    route("auth", "routes/auth.tsx"),
    route("auth/reset-password", "routes/reset-password.tsx"),
    route("account", "routes/account.tsx"),
    route("checkout/test/:id", "routes/checkout-test.tsx"),
    route("checkout/success", "routes/checkout-success.tsx"),
    route("checkout/cancel", "routes/checkout-cancel.tsx"),
    route("project-setup-chat/:projectId?/:sessionId?", "routes/project-setup-chat.tsx"),
    route("projects", "routes/projects.tsx"),
    route("projects/create", "routes/project-create.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
