// Profile menu (spec 2.3): Dashboard, Settings, the service choice (more than one service), Log In / Log Out.
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../hooks/use-dismiss';
import { headerLinks } from '../rules/links';
import { serviceDisplayName, withServicePrefix, type Service } from '../../src/lib/shared/services';
import { AfterPaint } from './after-paint';
import { useHeader } from './context';
import { HeaderLink } from './header-link';
import { HeaderIcon } from './icons';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { headerText } from '../text';

/** Spec 4.1: the service menu closes 200 ms after a selection. */
const CLOSE_AFTER_SELECT_MS = 200;

/** Props of <ProfileMenu>. */
export interface ProfileMenuProps {
  loggedIn: boolean;
  userName?: string;
  services: Service[];
  selected?: Service;
  onSelectService(serviceName: string): void;
  /** Log In could not start: the menu says so. */
  signInFailed?: boolean;
  onLogIn(): void;
  onLogOut(): void;
}

/** The profile button and its menu. */
export function ProfileMenu(props: ProfileMenuProps) {
  const { links } = useHeader();
  const t = useText(headerText);
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, area, button, close);
  const l = headerLinks(links);
  const select = (service: Service) => {
    props.onSelectService(withServicePrefix(service.serviceName));
    setTimeout(close, CLOSE_AFTER_SELECT_MS);
  };
  return (
    <div className="profile" ref={area}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        part="icon-button"
        aria-label={t('profile.menu')}
        aria-expanded={open}
        aria-controls="shs-profile-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <HeaderIcon name="user" />
        {props.loggedIn && <span className="signed-in-dot" aria-hidden="true" />}
      </button>
      <div id="shs-profile-menu" className="popover" part="menu-panel" hidden={!open}>
        {/* Closed at first: its content renders after the bar's first paint. */}
        <AfterPaint>
          {props.loggedIn && props.userName && (
            <p className="popover-greeting">{t('profile.greeting', { name: props.userName })}</p>
          )}
          {/* A choice closes the menu (the host's router may keep this page: issue 15). */}
          <ul className="popover-list" onClick={close}>
            <li>
              <HeaderLink link={l.dashboard}>{t('profile.dashboard')}</HeaderLink>
            </li>
            <li>
              <HeaderLink link={l.settings}>{t('profile.settings')}</HeaderLink>
            </li>
          </ul>
          {props.services.length > 1 && (
            <fieldset className="popover-services">
              <legend>{t('profile.serviceAddress')}</legend>
              {props.services.map((service) => {
                const current = props.selected?.serviceName === service.serviceName;
                return (
                  <button
                    key={service.serviceName}
                    type="button"
                    className="service-option"
                    aria-pressed={current}
                    onClick={() => select(service)}
                  >
                    <span>{serviceDisplayName(service)}</span>
                    <small>{service.serviceName}</small>
                  </button>
                );
              })}
            </fieldset>
          )}
          {props.loggedIn ? (
            <button
              type="button"
              className="popover-action"
              part="menu-button"
              onClick={props.onLogOut}
            >
              {t('profile.logOut')}
            </button>
          ) : (
            <button
              type="button"
              className="popover-action primary"
              part="menu-button"
              onClick={props.onLogIn}
            >
              {t('profile.logIn')}
            </button>
          )}
          {!props.loggedIn && props.signInFailed && (
            <p className="popover-error" role="alert">
              {t('profile.signInUnavailable')}
            </p>
          )}
        </AfterPaint>
      </div>
    </div>
  );
}
