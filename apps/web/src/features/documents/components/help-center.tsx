// /help: the topics, their questions as native disclosures (<details>: keyboard and screen reader
// support without JavaScript) and the support contact.
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { OpenTargetDetails } from '@/components/open-target-details/open-target-details';
import { Blocks, RichText } from '@/features/documents/components/blocks';
import type { TextContext } from '@/features/documents/document';
import { faqSections, helpTexts } from '../faq';
import styles from './help.module.css';

export function HelpCenter({ context }: { context: TextContext }) {
  const sections = faqSections(context);
  const texts = helpTexts(context);
  return (
    <div className={styles.help}>
      <OpenTargetDetails />
      <p className={styles.intro}>
        <RichText text={texts.intro} />
      </p>

      <nav aria-label={texts.topicsLabel}>
        <ul className={styles.topics}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.topic}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <div className={styles.questions}>
            {section.items.map((item) => (
              <details key={item.id} id={item.id} className={styles.item}>
                <summary className={styles.question}>{item.question}</summary>
                <div className={styles.answer}>
                  <Blocks blocks={item.answer} idPrefix={item.id} />
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}

      <section className={styles.contact} aria-labelledby="help-contact-title">
        <h2 id="help-contact-title" className={styles.sectionTitle}>
          {texts.contactTitle}
        </h2>
        <p className={styles.contactText}>
          <RichText text={texts.contactText} />
        </p>
        <p className={styles.contactLine}>
          <RichText text={texts.contactLine} />
        </p>
        <nav aria-label={texts.documentsLabel}>
          <ul className={styles.documents}>
            {texts.documents.map((doc) => (
              <li key={doc.href}>
                <Link href={doc.href} className={styles.document}>
                  {doc.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </div>
  );
}
