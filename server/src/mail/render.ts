import type { Locale } from '@findable/core/locales';
import { escapeHtml } from '@findable/core/html';
import { CATALOGS } from '@findable/core/locales/messages';
import { createTranslator } from '@findable/core/locales/translate';
import { formatAddress, type Operator } from '@findable/core/operator';
import { withoutControlCharacters } from '@findable/core/validation/text';

/** `welcomeNoBusiness`: the welcome of an account that picked no business yet (its report is not waiting). */
export type MailTemplate = 'welcome' | 'welcomeNoBusiness' | 'reset' | 'invite';

/** What a template fills in: the recipient's name, the link, and for an invite the agency's name. */
export interface MailValues {
  name: string;
  link: string;
  agency?: string;
  /** A queued job's language when the request chose one (a reset request: mailer.ts jobs). */
  locale?: Locale;
}

/** The longest name a mail shows; names come from users, and a mail is not theirs to fill. */
const MAIL_NAME_MAX = 60;

/**
 * A user-given name as a mail may show it (issue 12 point 12): control characters and direction overrides
 * removed (no forged header lines, no text that reads backwards), white space collapsed, and cut to
 * MAIL_NAME_MAX characters.
 */
export function mailName(text: string): string {
  const clean = withoutControlCharacters(text).replace(/\s+/g, ' ').trim();
  return clean.length > MAIL_NAME_MAX ? `${clean.slice(0, MAIL_NAME_MAX - 1)}…` : clean;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * An e-mail in the recipient's language, as HTML (table layout and inline styles, which mail clients
 * understand) and as plain text. Texts come from the `email` catalog: `{template}.subject|heading|text|button`
 * and `footer` (the site and the operator's name and address).
 */
/** Who sends the mail: the site's host and the operator the footer names (core/operator.ts). */
export interface MailSender {
  siteUrl: string;
  operator: Operator;
}

export function renderMail(
  template: MailTemplate,
  locale: Locale,
  values: MailValues,
  sender: MailSender,
): RenderedMail {
  const t = createTranslator(locale, CATALOGS[locale], 'email');
  const vars = { name: mailName(values.name), agency: mailName(values.agency ?? '') };
  const subject = t(`${template}.subject`, vars);
  const heading = t(`${template}.heading`, vars);
  const body = t(`${template}.text`, vars);
  const button = t(`${template}.button`, vars);
  const footer = t('footer', {
    site: new URL(sender.siteUrl).host,
    operator: sender.operator.legalName,
    address: formatAddress(sender.operator.address, locale),
  });
  const text = `${heading}\n\n${body}\n\n${button}: ${values.link}\n\n--\n${footer}\n`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f5f9;font-family:Arial,Helvetica,sans-serif;color:#1d2130">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px">
<tr><td style="padding:32px 32px 0;font-size:20px;font-weight:bold;color:#4338ca">Findable</td></tr>
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:bold">${escapeHtml(heading)}</td></tr>
<tr><td style="padding:12px 32px 0;font-size:16px;line-height:24px;color:#3d4354">${escapeHtml(body)}</td></tr>
<tr><td style="padding:28px 32px"><a href="${escapeHtml(values.link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:999px">${escapeHtml(button)}</a></td></tr>
<tr><td style="padding:0 32px 32px;font-size:13px;line-height:20px;color:#6b7183">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
