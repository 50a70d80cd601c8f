import {
  type ComponentType,
  cloneElement,
  type ReactElement,
  type Ref,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { whenIdle } from './whenIdle';

/** What a lazily loaded menu receives: its trigger, and whether to open (and take focus) at once. */
export type DeferredMenuProps = {
  target: ReactElement<TriggerProps>;
  openAtOnce: boolean;
  focusAtOnce: boolean;
};

type TriggerProps = {
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

type MenuModule<P> = { default: ComponentType<P & DeferredMenuProps> };

const loaded = new Map<unknown, ComponentType<never>>();

/**
 * A header menu whose dropdown (Mantine Menu, Popover and Floating UI, about 20 KB gzip) is not part of
 * the page's first load: until its module arrives (when the browser is idle, or at once when the trigger
 * is pointed at, focused or pressed) the trigger is shown alone; a press before then opens the menu as
 * soon as it has loaded, and the focus stays on the trigger.
 */
export function DeferredMenu<P extends object>({
  load,
  target,
  props,
}: {
  load: () => Promise<MenuModule<P>>;
  target: ReactElement<TriggerProps>;
  props: P;
}) {
  const [Menu, setMenu] = useState(() => loaded.get(load) as MenuModule<P>['default'] | undefined);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focusAtOnce, setFocusAtOnce] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const start = useCallback(() => {
    void load().then((module) => {
      loaded.set(load, module.default as ComponentType<never>);
      setFocusAtOnce(Boolean(trigger.current && trigger.current === document.activeElement));
      setMenu(() => module.default);
    });
  }, [load]);
  useEffect(() => (Menu ? undefined : whenIdle(start)), [Menu, start]);
  if (Menu) return <Menu {...props} target={target} openAtOnce={openAtOnce} focusAtOnce={focusAtOnce} />;
  return cloneElement(target, {
    ref: trigger,
    onClick: () => {
      setOpenAtOnce(true);
      start();
    },
    onFocus: start,
    onPointerEnter: start,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
  });
}
