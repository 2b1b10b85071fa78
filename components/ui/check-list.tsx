import type { ComponentProps } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

type CheckListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  items: readonly string[];
  /** Classes of each item (default: the tick beside the text). */
  itemClassName?: string;
  /** Size and alignment of the tick (default: small, aligned with the first line). */
  iconClassName?: string;
};

/** A list whose items each start with the accent tick: features, specs, benefits, what a bundle includes. */
export function CheckList({
  items,
  itemClassName = 'flex gap-2',
  iconClassName = 'mt-0.5 h-4 w-4',
  ...list
}: CheckListProps) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon name="check" className={cn(iconClassName, 'shrink-0 text-accent-700')} />
          {item}
        </li>
      ))}
    </ul>
  );
}
