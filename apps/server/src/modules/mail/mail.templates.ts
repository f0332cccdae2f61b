import { CODE_TTL_SECONDS } from '@haflah/contracts';
import type { NewMessage } from './mail.repository.js';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The one-time sign-in code, in English and Arabic in one message. */
export function codeEmail(to: string, code: string): NewMessage {
  const minutes = CODE_TTL_SECONDS / 60;
  const en = `Your Haflah verification code is ${code}. It expires in ${minutes} minutes. If you didn't ask for it, you can ignore this email.`;
  const ar = `رمز التحقق الخاص بك في حفلة هو ${code}. تنتهي صلاحيته خلال دقيقتين. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.`;
  return {
    to,
    subject: `Haflah code ${code} · رمز حفلة`,
    text: `${en}\n\n${ar}\n`,
    html: [
      '<div style="font-family:Cairo,Arial,sans-serif;max-width:480px;margin:auto;padding:24px;color:#1e1b4b">',
      '<h1 style="color:#6d28d9;margin:0 0 16px">Haflah · حفلة</h1>',
      `<p>${escapeHtml(en)}</p>`,
      `<p style="font-size:32px;font-weight:700;letter-spacing:8px;text-align:center;background:#f5f3ff;border-radius:12px;padding:12px">${escapeHtml(code)}</p>`,
      `<p dir="rtl" lang="ar" style="text-align:right">${escapeHtml(ar)}</p>`,
      '</div>',
    ].join(''),
  };
}
