/**
 * Escapes text for HTML and XML text and attribute values: the five characters with a meaning there. The one
 * escape of the code base: e-mails, the server's small pages, the badge SVG and the badge embed snippet use it.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
