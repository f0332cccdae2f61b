import {
  Armchair,
  Cake,
  ConciergeBell,
  Gift,
  type LucideIcon,
  Music,
  PartyPopper,
  Sparkles,
  Tag,
  UtensilsCrossed,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  cake: Cake,
  decorations: Sparkles,
  giveaways: Gift,
  party_supplies: PartyPopper,
  entertainment: Music,
  rentals: Armchair,
  catering: UtensilsCrossed,
  services: ConciergeBell,
};

/** Spec §3: each category has an icon and a colour, with a default for other names. */
export const DEFAULT_CATEGORY_COLOR = '#64748b';

export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Tag;
  return <Icon aria-hidden className={className} />;
}
