// The dimmed layer behind the open mobile menu. It sits outside the bar, so a press on it is an
// outside click and closes the menu (useDismiss); it is decoration for assistive technology.
/** Props of <MenuBackdrop>. */
export interface MenuBackdropProps {
  open: boolean;
}

export function MenuBackdrop({ open }: MenuBackdropProps) {
  return open ? <div className="menu-backdrop" aria-hidden="true" /> : null;
}
