import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { API_KEY_NAME_MAX_CHARS, type ApiKeySummary } from "#shared/api-keys.ts";
import { MESSAGE_COST_CREDITS } from "#shared/credits.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { CopyButton } from "#web/components/ui/copy-button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useRequest } from "#web/lib/use-request.ts";
import { authClient } from "../api/auth-client.ts";
import { attemptAuth } from "../api/auth-errors.ts";

type KeysState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; keys: ApiKeySummary[] };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : "Never");

/** The user's API keys, newest first, in the shape this page shows (never the key itself). */
async function loadKeys(): Promise<KeysState> {
  try {
    const { data, error } = await authClient.apiKey.list();
    if (error || !data) return { status: "error", message: "We couldn't load your API keys." };
    const keys = data.apiKeys
      .map((key) => ({
        id: key.id,
        name: key.name,
        start: key.start,
        createdAt: new Date(key.createdAt).toISOString(),
        lastRequest: key.lastRequest ? new Date(key.lastRequest).toISOString() : null,
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { status: "ready", keys };
  } catch {
    return { status: "error", message: "We couldn't reach PermitLM. Check your connection." };
  }
}

/**
 * Create, name, list and revoke API keys for the public API. A new key is shown once, here, with
 * a copy button: only its hash is kept.
 */
export function ApiKeysSection() {
  const [version, setVersion] = useState(0);
  const loaded = useRequest(`api-keys#${version}`, loadKeys);
  // A reload keeps showing the list it replaces.
  const keys: KeysState = loaded.value ?? { status: "loading" };
  const [name, setName] = useState("");
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const refresh = () => setVersion((count) => count + 1);

  async function create(event: FormEvent) {
    event.preventDefault();
    const keyName = name.trim();
    if (!keyName) {
      setCreateError("Name the key after where you will use it, for example “Contractor site”.");
      return;
    }
    setCreating(true);
    setCreateError(null);
    let key = "";
    const failure = await attemptAuth(async () => {
      const result = await authClient.apiKey.create({ name: keyName });
      key = result.data?.key ?? "";
      return result;
    }, "We couldn't create the key.");
    setCreating(false);
    if (failure) {
      setCreateError(failure.message);
      return;
    }
    setCreated({ name: keyName, key });
    setName("");
    refresh();
  }

  async function revoke() {
    if (!revoking) return;
    setRevokeBusy(true);
    setRevokeError(null);
    const failure = await attemptAuth(
      () => authClient.apiKey.delete({ keyId: revoking.id }),
      "We couldn't revoke the key.",
    );
    setRevokeBusy(false);
    if (failure) {
      setRevokeError(failure.message);
      return;
    }
    setRevoking(null);
    refresh();
  }

  return (
    <div className="grid max-w-2xl gap-5">
      <p className="text-sm text-slate-600">
        Keys let your own software use the{" "}
        <Link to="/api" className="font-semibold text-brand-700 underline" reloadDocument>
          PermitLM API
        </Link>
        . Reports and answers cost {MESSAGE_COST_CREDITS} credits each from this account’s balance,
        and your history names the key that spent them.
      </p>

      <form
        onSubmit={(event) => void create(event)}
        className="flex flex-wrap items-end gap-3"
        noValidate
      >
        <TextField
          label="Key name"
          name="api-key-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={API_KEY_NAME_MAX_CHARS}
          placeholder="Contractor site"
          error={createError}
          fieldClassName="min-w-0 flex-1 basis-56"
          autoComplete="off"
        />
        <SubmitButton busy={creating} busyLabel="Creating…" className="shrink-0">
          Create key
        </SubmitButton>
      </form>

      {created && (
        <div
          role="status"
          className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <p className="text-sm font-semibold text-amber-900">
            Your new key “{created.name}”. Copy it now: you won’t see it again.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 rounded bg-white px-2 py-1.5 font-mono text-sm break-all text-slate-900 select-all">
              {created.key}
            </code>
            <CopyButton text={created.key} label="Copy key" />
          </div>
        </div>
      )}

      {keys.status === "loading" && (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner /> Loading your keys…
        </p>
      )}
      {keys.status === "error" && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {keys.message}
          <button type="button" className={buttonClass("secondary", "sm")} onClick={refresh}>
            Try again
          </button>
        </div>
      )}
      {keys.status === "ready" && keys.keys.length === 0 && (
        <p className="text-sm text-slate-600">You have no API keys yet.</p>
      )}
      {keys.status === "ready" && keys.keys.length > 0 && (
        <ul
          className="grid divide-y divide-slate-200 rounded-lg border border-slate-200"
          aria-label="Your API keys"
        >
          {keys.keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold break-words text-slate-900">
                  {key.name ?? "Unnamed key"}
                </p>
                <p className="text-sm text-slate-600">
                  <code className="font-mono">{key.start}…</code> · Created{" "}
                  {formatDate(key.createdAt)} · Last used {formatDate(key.lastRequest)}
                </p>
              </div>
              <button
                type="button"
                className={buttonClass("danger", "sm")}
                onClick={() => {
                  setRevokeError(null);
                  setRevoking(key);
                }}
                aria-label={`Revoke ${key.name ?? "key"}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke “${revoking?.name ?? "this key"}”?`}
        description="Software using this key stops working at once. This cannot be undone."
        confirmLabel="Revoke key"
        onConfirm={() => void revoke()}
        busy={revokeBusy}
        error={revokeError}
      />
    </div>
  );
}
