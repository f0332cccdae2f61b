import {
  bahrainToUtc,
  type EventDetail,
  type EventInput,
  eventInputSchema,
  latinDigits,
} from '@haflah/contracts';
import type { ApiErrorIssue } from '../../../lib/api';
import { issueMessage } from '../../../lib/validation';

/**
 * The event form's checks, with the contract's own schema (the server validates with the same one):
 * each refused field gets its own translated message beside it, and nothing typed is lost.
 */
export const EVENT_FIELDS = [
  'title',
  'occasion',
  'date',
  'startTime',
  'venueKind',
  'addressId',
  'venueText',
  'expectedGuests',
  'maxCompanions',
  'notes',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];
export type EventValues = Record<EventField, string>;

export const EVENT_MESSAGES: Record<EventField, string> = {
  title: 'events.validation.title',
  occasion: 'events.validation.occasion',
  date: 'events.validation.date',
  startTime: 'events.validation.time',
  venueKind: 'events.validation.venue',
  addressId: 'events.validation.address',
  venueText: 'events.validation.venueText',
  expectedGuests: 'events.validation.expectedGuests',
  maxCompanions: 'events.validation.maxCompanions',
  notes: 'events.validation.notes',
};
export const TITLE_REQUIRED = 'events.validation.titleRequired';
export const IN_PAST = 'events.validation.past';

export const emptyEventValues = (addressId = ''): EventValues => ({
  title: '',
  occasion: '',
  date: '',
  startTime: '19:00',
  venueKind: addressId ? 'address' : 'text',
  addressId,
  venueText: '',
  expectedGuests: '20',
  maxCompanions: '2',
  notes: '',
});

export function eventValuesOf(event: EventDetail): EventValues {
  return {
    title: event.title,
    occasion: event.occasion,
    date: event.date,
    startTime: event.startTime,
    venueKind: event.venue.kind === 'address' && event.venue.addressId ? 'address' : 'text',
    addressId: event.venue.kind === 'address' ? (event.venue.addressId ?? '') : '',
    venueText: event.venue.kind === 'text' ? event.venue.text : '',
    expectedGuests: String(event.expectedGuests),
    maxCompanions: String(event.maxCompanions),
    notes: event.notes,
  };
}

/** Numbers typed on an Arabic keyboard are read as the Latin digits every number is shown with. */
export const typedEventValue = (field: EventField, value: string) =>
  field === 'expectedGuests' || field === 'maxCompanions' ? latinDigits(value) : value;

const toInt = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

export type EventCheck =
  | { ok: true; data: EventInput }
  | { ok: false; errors: { fields: Partial<Record<EventField, string>> } };

/** Checks the form; `now` decides whether the start is still ahead (the server checks it too). */
export function validateEventForm(values: EventValues, now = new Date()): EventCheck {
  const body = {
    title: values.title.trim(),
    occasion: values.occasion,
    date: values.date,
    startTime: values.startTime,
    venue:
      values.venueKind === 'address'
        ? { kind: 'address' as const, addressId: values.addressId }
        : { kind: 'text' as const, text: values.venueText.trim() },
    expectedGuests: toInt(values.expectedGuests),
    maxCompanions: toInt(values.maxCompanions),
    notes: values.notes.trim(),
  };
  const fields: Partial<Record<EventField, string>> = {};
  if (!body.title) fields.title = TITLE_REQUIRED;
  const parsed = eventInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [top, inner] = issue.path as string[];
      const field: EventField | undefined =
        top === 'venue'
          ? values.venueKind === 'address'
            ? 'addressId'
            : 'venueText'
          : (EVENT_FIELDS as readonly string[]).includes(top ?? '')
            ? (top as EventField)
            : undefined;
      if (!field || inner === 'kind') continue;
      fields[field] ??= issueMessage(issue, EVENT_MESSAGES[field]);
    }
  }
  if (!fields.date && !fields.startTime && values.date && values.startTime) {
    if (bahrainToUtc(values.date, values.startTime).getTime() <= now.getTime()) fields.date = IN_PAST;
  }
  if (Object.keys(fields).length || !parsed.success) {
    if (!Object.keys(fields).length) fields.title = EVENT_MESSAGES.title;
    return { ok: false, errors: { fields } };
  }
  return { ok: true, data: parsed.data as EventInput };
}

/** VALIDATION_FAILED from the server: the fields it names (`body.venue.text`), with their messages. */
export function eventFieldsFromIssues(issues: readonly ApiErrorIssue[]): Partial<Record<EventField, string>> {
  const fields: Partial<Record<EventField, string>> = {};
  for (const issue of issues) {
    const [, top, inner] = issue.path.split('.');
    const field: EventField | undefined =
      top === 'venue'
        ? inner === 'text'
          ? 'venueText'
          : 'addressId'
        : (EVENT_FIELDS as readonly string[]).includes(top ?? '')
          ? (top as EventField)
          : undefined;
    if (field) fields[field] ??= issueMessage(issue, EVENT_MESSAGES[field]);
  }
  return fields;
}
