// The layout of /policy and /rules: the edition's date, the preamble, the contents with links to
// the sections, and the numbered sections. On a wide screen the contents stay beside the text.
import { clauseNumbers, formatEditionDate, sectionHeading, tableOfContents, type LegalDocumentText } from '../document';
import { legalUi } from '../texts';
import { Blocks } from './blocks';
import styles from './legal-document.module.css';

export function LegalDocument({ doc }: { doc: LegalDocumentText }) {
  const contents = tableOfContents(doc);
  return (
    <div className={styles.layout}>
      <div className={styles.lead}>
        <p className={styles.edition}>
          {legalUi.editionOf} <time dateTime={doc.edition}>{formatEditionDate(doc.edition)}</time>
        </p>
        <Blocks blocks={doc.intro} idPrefix="intro" />
      </div>

      <nav className={styles.toc} aria-labelledby="toc-title">
        <h2 id="toc-title" className={styles.tocTitle}>
          {legalUi.contents}
        </h2>
        <ol className={styles.tocList}>
          {contents.map((entry) => (
            <li key={entry.id}>
              <a href={entry.href} className={styles.tocLink}>
                {entry.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.body}>
        {doc.sections.map((section, i) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
              {sectionHeading(i, section.title)}
            </h2>
            <Blocks blocks={section.blocks} numbers={clauseNumbers(i, section.blocks)} idPrefix={section.id} />
          </section>
        ))}
      </div>
    </div>
  );
}
