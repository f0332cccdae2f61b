import { BAHRAIN_TIME_ZONE, CODE_TTL_SECONDS, formatMoney, type OrderStatus } from '@haflah/contracts';
import type { DomainEvents } from '../../platform/bus.js';
import type { OrderReceipt, OrderStatusNotice } from '../orders/index.js';
import type { ReviewReplyNotice } from '../reviews/index.js';
import type { ShopDecisionNotice } from '../shops/index.js';
import type { SupportNotice } from '../support/index.js';
import type { NewMessage } from './mail.repository.js';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const CODE_SUBJECT_START = 'Haflah code ';
/** Whether a queued message is a sign-in code's (its subject is this template's). */
export const isCodeEmail = (m: Pick<NewMessage, 'subject'>) => m.subject.startsWith(CODE_SUBJECT_START);
/** What the outbox keeps of a code's message once it has gone, in production: not the code. */
export const SENT_CODE_EMAIL = { subject: `${CODE_SUBJECT_START}(sent) · رمز حفلة`, text: '', html: '' };

/** The one-time sign-in code, in English and Arabic in one message. */
export function codeEmail(to: string, code: string): NewMessage {
  const minutes = CODE_TTL_SECONDS / 60;
  const en = `Your Haflah verification code is ${code}. It expires in ${minutes} minutes. If you didn't ask for it, you can ignore this email.`;
  const ar = `رمز التحقق الخاص بك في حفلة هو ${code}. تنتهي صلاحيته خلال دقيقتين. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.`;
  return {
    to,
    subject: `${CODE_SUBJECT_START}${code} · رمز حفلة`,
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

const BAHRAIN_TIME = { timeZone: BAHRAIN_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' } as const;
/** Made once: a DateTimeFormat costs about 0.1 ms to build, a format with it a hundredth of that. */
const BAHRAIN_FORMATS = {
  en: new Intl.DateTimeFormat('en-GB', BAHRAIN_TIME),
  ar: new Intl.DateTimeFormat('ar-BH-u-nu-latn', BAHRAIN_TIME),
};
const whenIn = (lang: 'en' | 'ar', at: Date) => BAHRAIN_FORMATS[lang].format(at);

/** The body both languages share: a heading, then each language's paragraphs, Arabic right to left. */
function bilingual(to: string, subject: string, en: string[], ar: string[]): NewMessage {
  const block = (lines: string[], lang: 'en' | 'ar') =>
    lines
      .map((line) =>
        lang === 'ar'
          ? `<p dir="rtl" lang="ar" style="text-align:right;margin:4px 0">${escapeHtml(line)}</p>`
          : `<p style="margin:4px 0">${escapeHtml(line)}</p>`,
      )
      .join('');
  return {
    to,
    subject,
    text: `${en.join('\n')}\n\n${ar.join('\n')}\n`,
    html: [
      '<div style="font-family:Cairo,Arial,sans-serif;max-width:560px;margin:auto;padding:24px;color:#1e1b4b">',
      '<h1 style="color:#6d28d9;margin:0 0 16px">Haflah · حفلة</h1>',
      block(en, 'en'),
      '<hr style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">',
      block(ar, 'ar'),
      '</div>',
    ].join(''),
  };
}

/** The order confirmation of one checkout: each shop's order with its lines, fee, VAT and total. */
export function orderConfirmationEmail(receipt: OrderReceipt): NewMessage {
  const lines = (lang: 'en' | 'ar') =>
    receipt.orders.flatMap((order) => {
      const money = (fils: number) => formatMoney(fils, lang);
      const head =
        lang === 'en'
          ? `Order #${order.number} from ${order.shop.en}`
          : `الطلب رقم #${order.number} من ${order.shop.ar}`;
      const items = order.lines.map((l) => {
        const when =
          l.start && l.hours != null
            ? lang === 'en'
              ? ` (${whenIn('en', l.start)}, ${l.hours} h)`
              : ` (${whenIn('ar', l.start)}، ${l.hours} ساعة)`
            : '';
        return `• ${l.name[lang]} × ${l.quantity}${when}: ${money(l.totalFils)}`;
      });
      const fee =
        lang === 'en'
          ? `Delivery fee: ${money(order.deliveryFeeFils)}`
          : `رسوم التوصيل: ${money(order.deliveryFeeFils)}`;
      const total =
        lang === 'en'
          ? `Total: ${money(order.totalFils)} (VAT 10% included: ${money(order.vatFils)})`
          : `المجموع: ${money(order.totalFils)} (شامل ضريبة القيمة المضافة 10%: ${money(order.vatFils)})`;
      // The shop's offer or the promo code, taken off the items (issue 27).
      const off = -order.discountFils;
      const discount =
        order.discountFils === 0
          ? []
          : lang === 'en'
            ? [`Discount${order.discountCode ? ` (code ${order.discountCode})` : ''}: ${money(off)}`]
            : [`الخصم${order.discountCode ? ` (الرمز ${order.discountCode})` : ''}: ${money(off)}`];
      // An order of bookings only has nothing delivered, so no delivery fee line (issue 26).
      const delivers = order.lines.some((l) => !l.start);
      return [head, ...items, ...(delivers ? [fee] : []), ...discount, total, ''];
    });
  const pay = {
    en: receipt.paymentType === 'cash' ? 'You pay cash on delivery.' : 'Paid by card or BenefitPay.',
    ar: receipt.paymentType === 'cash' ? 'الدفع نقدًا عند الاستلام.' : 'تم الدفع بالبطاقة أو بنفت باي.',
  };
  const numbers = receipt.orders.map((o) => `#${o.number}`).join(', ');
  return bilingual(
    receipt.to,
    `Haflah order ${numbers} confirmed · تم تأكيد طلبك`,
    [
      'Thank you! Your order is confirmed.',
      '',
      ...lines('en'),
      `Grand total: ${formatMoney(receipt.totalFils, 'en')} (VAT included: ${formatMoney(receipt.vatFils, 'en')})`,
      pay.en,
    ],
    [
      'شكرًا لك! تم تأكيد طلبك.',
      '',
      ...lines('ar'),
      `المجموع الكلي: ${formatMoney(receipt.totalFils, 'ar')} (شامل الضريبة: ${formatMoney(receipt.vatFils, 'ar')})`,
      pay.ar,
    ],
  );
}

const STATUS_SENTENCES: Partial<Record<OrderStatus, { en: string; ar: string }>> = {
  shipped: { en: 'is on its way.', ar: 'في الطريق إليك.' },
  delivered: { en: 'has been delivered. Enjoy the party!', ar: 'تم توصيله. استمتع بالحفلة!' },
  cancelled: {
    en: 'has been cancelled. Any payment taken will be refunded.',
    ar: 'تم إلغاؤه. سيُعاد أي مبلغ تم دفعه.',
  },
};

/** An order of bookings only (an entertainer, a rental): done when its slots have ended, not delivered. */
const BOOKING_DONE = {
  en: 'is complete. We hope you enjoyed the party!',
  ar: 'اكتمل. نتمنى أنك استمتعت بالحفلة!',
};

/**
 * A status change the customer hears of by email (shipped, delivered, cancelled; for an order of
 * bookings only, completed); null for others.
 */
export function orderStatusEmail(notice: OrderStatusNotice): NewMessage | null {
  const done = notice.bookingOnly && notice.status === 'delivered';
  const sentence = done ? BOOKING_DONE : STATUS_SENTENCES[notice.status];
  if (!sentence || !notice.to) return null;
  return bilingual(
    notice.to,
    `Haflah order #${notice.number}: ${done ? 'completed' : notice.status} · تحديث طلبك`,
    [
      `Your order #${notice.number} from ${notice.shop.en} ${sentence.en}`,
      ...(notice.reason ? [`The shop's reason: “${notice.reason}”`] : []),
    ],
    [
      `طلبك رقم #${notice.number} من ${notice.shop.ar} ${sentence.ar}`,
      ...(notice.reason ? [`سبب المتجر: «${notice.reason}»`] : []),
    ],
  );
}

/**
 * An order's card payment could not be taken after its last try (ADR 016): the customer is told that
 * the order is not paid and that the team will be in touch; an admin sees the order flagged.
 */
export function paymentFailedEmail(notice: OrderStatusNotice): NewMessage | null {
  if (!notice.to) return null;
  return bilingual(
    notice.to,
    `Haflah order #${notice.number}: payment not taken · لم يتم تحصيل الدفع`,
    [
      `We could not take the payment for your order #${notice.number} from ${notice.shop.en}.`,
      'Our team has been told and will contact you; nothing has been charged for it.',
    ],
    [
      `تعذّر علينا تحصيل الدفع لطلبك رقم #${notice.number} من ${notice.shop.ar}.`,
      'تم إبلاغ فريقنا وسيتواصل معك؛ لم يُخصم أي مبلغ مقابل هذا الطلب.',
    ],
  );
}

/**
 * A guest's invitation: the event, and their own link to answer (both languages). The subject is our
 * own words and the date: nothing a host typed (a title, a guest's name) reaches the line a mail client
 * shows first, where it could pass for a message from Haflah ("Your account is locked …"); in the body
 * it stands quoted as the event's.
 */
export function invitationEmail(invitation: DomainEvents['event.invitation_requested']): NewMessage {
  const { to, guestName, title, date, time, link } = invitation;
  return bilingual(
    to,
    `You're invited to an event on ${date} · دعوة إلى مناسبة يوم ${date}`,
    [
      `Hello ${guestName},`,
      `You're invited to “${title}” on ${date} at ${time} (Bahrain time).`,
      `Please answer here: ${link}`,
    ],
    [
      `مرحبًا ${guestName}،`,
      `أنت مدعو إلى «${title}» يوم ${date} الساعة ${time} (بتوقيت البحرين).`,
      `يرجى الرد من هنا: ${link}`,
    ],
  );
}

/**
 * An admin's decision on a shop's application, or its suspension or reinstatement, to its owner, in
 * English and Arabic (with the reason).
 */
export function shopDecisionEmail(notice: ShopDecisionNotice): NewMessage | null {
  if (!notice.to) return null;
  if (notice.status === 'suspended')
    return bilingual(
      notice.to,
      `Haflah: ${notice.shop.en} is suspended · تم تعليق متجرك`,
      [
        `${notice.shop.en} is suspended: customers no longer see your shop or its listings, and it takes no new orders. Your existing orders and bookings stay; please fulfil them.`,
        `The reason: “${notice.reason ?? ''}”`,
      ],
      [
        `تم تعليق ${notice.shop.ar}: لم يعد العملاء يرون متجرك أو منتجاته، ولن يستقبل طلبات جديدة. تبقى طلباتك وحجوزاتك الحالية كما هي، يرجى إتمامها.`,
        `السبب: «${notice.reason ?? ''}»`,
      ],
    );
  if (notice.status === 'reinstated')
    return bilingual(
      notice.to,
      `Haflah: ${notice.shop.en} is reinstated · تمت إعادة تفعيل متجرك`,
      [`${notice.shop.en} is reinstated. Customers can see your shop and its active listings again.`],
      [`تمت إعادة تفعيل ${notice.shop.ar}. يمكن للعملاء رؤية متجرك ومنتجاته المفعّلة من جديد.`],
    );
  if (notice.status === 'approved')
    return bilingual(
      notice.to,
      `Haflah: ${notice.shop.en} is approved · تمت الموافقة على متجرك`,
      [`Good news: ${notice.shop.en} is approved. Customers can now see your shop and its active listings.`],
      [`خبر سار: تمت الموافقة على ${notice.shop.ar}. يمكن للعملاء الآن رؤية متجرك ومنتجاته المفعّلة.`],
    );
  return bilingual(
    notice.to,
    `Haflah: ${notice.shop.en} was not approved · لم تتم الموافقة على متجرك`,
    [`${notice.shop.en} was not approved.`, `The reason: “${notice.reason ?? ''}”`],
    [`لم تتم الموافقة على ${notice.shop.ar}.`, `السبب: «${notice.reason ?? ''}»`],
  );
}

/** The support topics' names, as /help shows them. */
const SUPPORT_TOPIC_NAMES: Record<SupportNotice['topic'], { en: string; ar: string }> = {
  ordering: { en: 'Ordering', ar: 'الطلبات' },
  booking: { en: 'Booking and holds', ar: 'الحجز وتثبيت المواعيد' },
  delivery: { en: 'Delivery', ar: 'التوصيل' },
  payment: { en: 'Payment', ar: 'الدفع' },
  cancelling: { en: 'Cancelling', ar: 'الإلغاء' },
  events: { en: 'Events and RSVPs', ar: 'المناسبات والردود على الدعوات' },
  account: { en: 'Account and your data', ar: 'الحساب وبياناتك' },
  other: { en: 'Something else', ar: 'موضوع آخر' },
};

/** A message in one language (a support request's: the customer's), Arabic right to left. */
function inOneLanguage(to: string, subject: string, lang: 'en' | 'ar', lines: string[]): NewMessage {
  const attrs =
    lang === 'ar' ? ' dir="rtl" lang="ar" style="text-align:right;margin:4px 0"' : ' style="margin:4px 0"';
  return {
    to,
    subject,
    text: `${lines.join('\n')}\n`,
    html: [
      '<div style="font-family:Cairo,Arial,sans-serif;max-width:560px;margin:auto;padding:24px;color:#1e1b4b">',
      '<h1 style="color:#6d28d9;margin:0 0 16px">Haflah · حفلة</h1>',
      lines.map((line) => `<p${attrs}>${escapeHtml(line)}</p>`).join(''),
      '</div>',
    ].join(''),
  };
}

/** The receipt of a support request, in the language it was sent in. */
export function supportReceiptEmail(notice: SupportNotice): NewMessage {
  const topic = SUPPORT_TOPIC_NAMES[notice.topic];
  if (notice.locale === 'ar')
    return inOneLanguage(notice.to, `حفلة: استلمنا طلبك رقم #${notice.number}`, 'ar', [
      notice.name ? `مرحبًا ${notice.name}،` : 'مرحبًا،',
      `استلمنا طلب الدعم رقم #${notice.number} (${topic.ar}). سيرد عليك فريقنا على هذا البريد الإلكتروني في أقرب وقت.`,
      'إذا كان لديك حساب في حفلة، ستجد الرد أيضًا في صفحة المساعدة والدعم.',
    ]);
  return inOneLanguage(notice.to, `Haflah: we got your request #${notice.number}`, 'en', [
    notice.name ? `Hello ${notice.name},` : 'Hello,',
    `We got your support request #${notice.number} (${topic.en}). Our team will answer you at this email address as soon as we can.`,
    'If you have a Haflah account, you will also find the answer on the Help & Support page.',
  ]);
}

/** An admin's answer to a support request, in the language it was sent in. */
export function supportAnswerEmail(notice: SupportNotice & { answer: string }): NewMessage {
  if (notice.locale === 'ar')
    return inOneLanguage(notice.to, `حفلة: رد على طلبك رقم #${notice.number}`, 'ar', [
      notice.name ? `مرحبًا ${notice.name}،` : 'مرحبًا،',
      `رد فريق حفلة على طلب الدعم رقم #${notice.number}:`,
      notice.answer,
    ]);
  return inOneLanguage(notice.to, `Haflah: an answer to your request #${notice.number}`, 'en', [
    notice.name ? `Hello ${notice.name},` : 'Hello,',
    `The Haflah team answered your support request #${notice.number}:`,
    notice.answer,
  ]);
}

/** A shop replied to the customer's review (issue 27): the reply, in both languages as order mail. */
export function reviewReplyEmail(notice: ReviewReplyNotice): NewMessage {
  const first = notice.name.trim().split(/\s+/)[0] ?? '';
  return bilingual(
    notice.to,
    `Haflah: ${notice.shop.en} replied to your review · رد المتجر على تقييمك`,
    [
      first ? `Hello ${first},` : 'Hello,',
      `${notice.shop.en} replied to your review of ${notice.listing.en}:`,
      `“${notice.reply}”`,
      'The reply is shown with your review on the product page.',
    ],
    [
      first ? `مرحبًا ${first}،` : 'مرحبًا،',
      `رد ${notice.shop.ar} على تقييمك لـ ${notice.listing.ar}:`,
      `«${notice.reply}»`,
      'يظهر الرد مع تقييمك في صفحة المنتج.',
    ],
  );
}
