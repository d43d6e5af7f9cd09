import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "react-router";
import { useSignOut } from "../hooks/use-sign-out.ts";

const ITEM_CLASS =
  "flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100";

/**
 * The signed-in user's menu in the top bar: Profile and Settings open /account; Logout signs out.
 * Not modal: a menu moves focus into itself and closes on Escape or a click outside, but hiding
 * the rest of the page from assistive technology (Radix's modal mode) is for dialogs.
 */
export function UserMenu({ email }: { email: string }) {
  const { signOut, pending } = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800 data-[state=open]:ring-2 data-[state=open]:ring-brand-600 data-[state=open]:ring-offset-2"
      >
        <span aria-hidden="true">{email.charAt(0).toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-[60] min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500">
            Signed in as
            <span className="block max-w-64 truncate text-sm font-medium text-slate-900">
              {email}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link to="/account">Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link to="/account">Settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={ITEM_CLASS}
            disabled={pending}
            onSelect={() => void signOut()}
          >
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
