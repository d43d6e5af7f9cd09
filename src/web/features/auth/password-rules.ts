import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/auth.ts";

export const PASSWORD_HINT = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters: a few uncommon words are easy to remember and hard to guess.`;

/** Checked before the server is asked, so a too short or too long password is explained at once. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  return null;
}
