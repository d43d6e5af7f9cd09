/**
 * User text (an address, a project name) inside a Markdown answer, as plain text: every character
 * Markdown could read as a link, emphasis, code, HTML or a heading is escaped, and bare URLs are
 * broken so GitHub-flavoured autolinks do not fire; "[Pay the fee](https://evil.example)" stays
 * words and never becomes a link.
 */
export function markdownText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\`*_{}[\]()<>#+!|~&"@:]/g, (char) => `\\${char}`)
    .replace(/\bwww\./gi, (www) => `${www.slice(0, -1)}\\.`);
}
