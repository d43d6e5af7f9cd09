import { useEffect, useState } from "react";
import { buttonClass } from "./button.ts";

/** How long "Copied" shows before the button reads "Copy" again. */
const COPIED_MS = 2000;

/** Copies `text` to the clipboard and says so; says what to do where the clipboard is refused. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <button type="button" onClick={() => void copy()} className={buttonClass("secondary", "sm")}>
      <span aria-live="polite">
        {state === "copied" ? "Copied" : state === "failed" ? "Select and copy it" : label}
      </span>
    </button>
  );
}
