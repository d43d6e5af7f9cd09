import { Outlet } from "react-router";
import { TopNav } from "#web/features/navigation/components/top-nav.tsx";

export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopNav />
      <Outlet />
    </div>
  );
}
