import { useTranslation } from 'react-i18next';
import { ContactForm } from '../features/contact/index.ts';
import { useContentDocument, ContentShell, MarkdownView } from '../features/content/index.ts';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /contact: a few words (contact.md) and the form that writes to the site's operator. */
export default function ContactPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  const query = useContentDocument('contact');
  const document = query.data;
  const title = document?.meta.title || t('footer.contact');
  useDocumentTitle(title);
  return (
    <ContentShell
      title={title}
      description={document?.meta.description}
      language={document?.language}
    >
      {document ? (
        <MarkdownView blocks={document.blocks} />
      ) : (
        query.isPending && <Skeleton className="h-24" />
      )}
      <section aria-labelledby="contact-form-title" className="mt-10 border-t pt-8">
        <h2 id="contact-form-title" className="mb-6 text-xl font-bold sm:text-2xl">
          {t('contact.form.title')}
        </h2>
        <ContactForm />
      </section>
    </ContentShell>
  );
}
