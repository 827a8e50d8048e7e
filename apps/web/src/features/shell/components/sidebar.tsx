'use client';
import type { Ref } from 'react';
import { Brand } from '@/components/brand/brand';
import { Icon } from '@/components/icon/icon';
import { shell } from '../texts';
import { MainMenu } from './main-menu';
import type { ShellQueries } from './shell-queries';
import styles from './shell.module.css';
import { UserCard } from './user-card';

interface SidebarProps {
  productName: string;
  firstName: string;
  /** The user card's data, read by the shell (shell-queries.ts). */
  queries: ShellQueries;
  /** Desktop: the narrow icon rail. */
  collapsed: boolean;
  /**
   * False on a touch device (product §4): without hover the rail's labels cannot be revealed, so the
   * sidebar stays wide and the collapse button is not offered at all.
   */
  canCollapse: boolean;
  onToggleCollapsed: () => void;
  /** Narrow screens: the sidebar is a drawer over the page. */
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  /** A menu link was followed. */
  onNavigate: () => void;
  /** The drawer's close button, focused when the drawer opens. */
  closeButtonRef?: Ref<HTMLButtonElement>;
}

export function Sidebar({
  productName,
  firstName,
  queries,
  collapsed,
  canCollapse,
  onToggleCollapsed,
  drawerOpen,
  onCloseDrawer,
  onNavigate,
  closeButtonRef,
}: SidebarProps) {
  return (
    <aside id="sidebar" className={styles.sidebar} data-collapsed={collapsed} data-drawer-open={drawerOpen}>
      <div className={styles.sidebarHead}>
        <Brand name={productName} compact={collapsed} />
        {canCollapse ? (
          <button
            type="button"
            className={`${styles.iconButton} ${styles.collapseButton}`}
            onClick={onToggleCollapsed}
            aria-expanded={!collapsed}
            aria-controls="sidebar"
            aria-label={collapsed ? shell.expandMenu : shell.collapseMenu}
            title={collapsed ? shell.expandMenu : shell.collapseMenu}
          >
            <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
          </button>
        ) : null}
        <button
          ref={closeButtonRef}
          type="button"
          className={`${styles.iconButton} ${styles.drawerClose}`}
          onClick={onCloseDrawer}
          aria-label={shell.closeMenu}
        >
          <Icon name="close" />
        </button>
      </div>
      <UserCard firstName={firstName} queries={queries} collapsed={collapsed} onNavigate={onNavigate} />
      <nav aria-label={shell.mainMenu} className={styles.nav}>
        <MainMenu collapsed={collapsed} supervises={queries.teamRole.data?.supervises === true} onNavigate={onNavigate} />
      </nav>
    </aside>
  );
}
