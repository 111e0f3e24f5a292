/**
 * A menu button whose menu (Radix's dropdown, with its positioning, focus and scroll-lock code,
 * some 25 KB gzip) loads on the first press: the first paint of a page ships the button alone.
 * Pointing at or focusing the button starts the download, so the press rarely waits; once
 * loaded, every menu of the page is the plain Radix one.
 */
import {
  cloneElement,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type * as DropdownMenuKit from './ui/dropdown-menu.tsx';

export type MenuKit = typeof DropdownMenuKit;

let kit: MenuKit | undefined;
let loading: Promise<MenuKit> | undefined;

export function loadMenuKit(): Promise<MenuKit> {
  loading ??= import('./ui/dropdown-menu.tsx').then((module) => (kit = module));
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Keys that open a Radix dropdown from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * `trigger` is the button (the same before and after the menu loads); `children` draws the
 * menu's content with the loaded kit.
 */
export function DeferredMenu({
  trigger,
  children,
}: {
  trigger: ReactElement<Record<string, unknown>>;
  children: (ui: MenuKit) => ReactNode;
}) {
  const [ui, setUi] = useState(kit);
  const [openFirst, setOpenFirst] = useState(false);

  if (!ui) {
    const open = () => {
      void loadMenuKit().then((loaded) => {
        setOpenFirst(true);
        setUi(loaded);
      });
    };
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: () => void loadMenuKit().catch(() => {}),
      onFocus: () => void loadMenuKit().catch(() => {}),
      onPointerDown: (event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open();
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      },
    });
  }
  const { DropdownMenu, DropdownMenuTrigger } = ui;
  return (
    <DropdownMenu defaultOpen={openFirst}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      {children(ui)}
    </DropdownMenu>
  );
}
