/** The error part of a Better Auth client result. */
export type AuthError = {
  status?: number;
  code?: string | undefined;
  message?: string | undefined;
};

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";
export const ACCOUNT_NOT_CREATED =
  'We couldn\'t create an account with these details. If this e-mail already has an account, sign in instead (or use "Forgot password?" there).';
export const NETWORK_PROBLEM = "We couldn't reach PermitLM. Check your connection and try again.";

/** Messages we word ourselves; Better Auth's own are written for developers. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "The e-mail or password is incorrect.",
  INVALID_EMAIL: "Enter a valid e-mail address.",
  INVALID_PASSWORD: "Your current password is incorrect.",
  USER_ALREADY_EXISTS: "An account with this e-mail already exists. Sign in instead.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "An account with this e-mail already exists. Sign in instead.",
  INVALID_TOKEN: "This reset link has expired or was already used. Request a new one.",
};

/** What to tell the user about a failed auth call. */
export function authErrorMessage(error: AuthError, fallback: string): string {
  if (error.status === 429) return TOO_MANY_ATTEMPTS;
  if (error.code && Object.hasOwn(MESSAGES, error.code)) return MESSAGES[error.code] as string;
  return error.message || fallback;
}

export type AuthFailure = { code: string | undefined; message: string };

/**
 * Runs one Better Auth call and returns null on success, or the failure with the message to
 * show. A call that throws (the network failed) becomes a plain connection message.
 */
export async function attemptAuth(
  call: () => Promise<{ error: AuthError | null }>,
  fallback: string,
): Promise<AuthFailure | null> {
  try {
    const { error } = await call();
    return error ? { code: error.code, message: authErrorMessage(error, fallback) } : null;
  } catch {
    return { code: undefined, message: NETWORK_PROBLEM };
  }
}
