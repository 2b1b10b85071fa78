/** Up to two initials of a name, for avatar circles: 'Queensboro Team' → 'QT'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
