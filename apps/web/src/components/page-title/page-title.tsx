import styles from './page-title.module.css';

/** The page's one h1; the shell's skip link jumps here. */
export function PageTitle({ children }: { children: string }) {
  return (
    <h1 className={styles.title} id="page-title" tabIndex={-1}>
      {children}
    </h1>
  );
}
