import type { AddressLabel } from '@haflah/contracts';
import { Briefcase, House, type LucideIcon, PartyPopper, Tag } from 'lucide-react';

/** Each kind of address has its icon, on its card and on its chip in the form. */
export const LABEL_ICONS: Record<AddressLabel, LucideIcon> = {
  home: House,
  work: Briefcase,
  venue: PartyPopper,
  other: Tag,
};
