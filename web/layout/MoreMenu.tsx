import { Menu } from '@mantine/core';
import { cloneElement, Fragment, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import type { DeferredMenuProps } from './DeferredMenu';
import type { HeaderLink } from './headerLinks';
import classes from './SiteHeader.module.css';

export type MoreMenuProps = { links: HeaderLink[]; activeTo: string | null };

/** The links with each group's entries together, groups in the order they first appear. */
export function groupedLinks(links: HeaderLink[]): HeaderLink[] {
  const groups = new Map<string, HeaderLink[]>();
  for (const link of links) groups.set(link.group ?? '', [...(groups.get(link.group ?? '') ?? []), link]);
  return [...groups.values()].flat();
}

/** The header's "More" dropdown: the entries that do not fit on the line, under their groups' headings. Loaded after the page shows. */
export default function MoreMenu({
  links,
  activeTo,
  target,
  openAtOnce,
  focusAtOnce,
}: MoreMenuProps & DeferredMenuProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const grouped = groupedLinks(links);
  useEffect(() => {
    if (focusAtOnce) trigger.current?.focus();
  }, [focusAtOnce]);
  return (
    <Menu position="bottom-end" withinPortal loop defaultOpened={openAtOnce}>
      <Menu.Target>{cloneElement(target, { ref: trigger })}</Menu.Target>
      <Menu.Dropdown>
        {grouped.map((link, index) => (
          <Fragment key={link.to}>
            {link.group && link.group !== grouped[index - 1]?.group && (
              <Menu.Label>{t(`layout.more_groups.${link.group}`)}</Menu.Label>
            )}
            <Menu.Item
              component={Link}
              to={link.to}
              aria-current={link.to === activeTo ? 'page' : undefined}
              className={classes.menuItem}
            >
              {t(link.label)}
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
