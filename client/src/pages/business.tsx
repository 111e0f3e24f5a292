import {
  ArrowRight,
  Banknote,
  BookOpen,
  BookUser,
  Boxes,
  CircleHelp,
  ClipboardCheck,
  FileText,
  GraduationCap,
  Info,
  Languages,
  Mail,
  MessagesSquare,
  Newspaper,
  ShieldCheck,
  Store,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Money } from '../components/formatted.tsx';
import { paths } from '../../../common/routes.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const FEATURES: { key: string; icon: LucideIcon }[] = [
  { key: 'storePage', icon: Store },
  { key: 'products', icon: Boxes },
  { key: 'orders', icon: ClipboardCheck },
  { key: 'customers', icon: BookUser },
  { key: 'messages', icon: MessagesSquare },
  { key: 'delivery', icon: Truck },
  { key: 'languages', icon: Languages },
];

const STEPS = ['account', 'wizard', 'products', 'share'] as const;

const RESOURCES: { href: string; key: string; icon: LucideIcon }[] = [
  { href: paths.about, key: 'about', icon: Info },
  { href: paths.help, key: 'help', icon: CircleHelp },
  { href: paths.faq, key: 'faq', icon: BookOpen },
  { href: paths.blog.index, key: 'blog', icon: Newspaper },
  { href: paths.tutorials.index, key: 'tutorials', icon: GraduationCap },
  { href: paths.contact, key: 'contact', icon: Mail },
  { href: paths.terms, key: 'terms', icon: FileText },
  { href: paths.privacy, key: 'privacy', icon: ShieldCheck },
];

const signUpHref = paths.auth({ tab: 'register', type: 'business' });

/** The seller landing page (SPEC §2), inside the public layout. */
export default function BusinessPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('titles.business'));
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col items-start gap-6">
            <Badge variant="secondary" className="px-3 py-1 text-sm">
              {t('business.hero.eyebrow')}
            </Badge>
            <h1 className="max-w-2xl text-4xl leading-tight font-extrabold sm:text-5xl">
              {t('business.hero.title')}
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">{t('business.hero.subtitle')}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
              <Button asChild size="lg">
                <Link href={signUpHref}>
                  {t('business.hero.getStarted')}
                  <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="ghost">
                <Link href={paths.auth({ tab: 'login' })}>{t('business.hero.signIn')}</Link>
              </Button>
            </div>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
              {(['setup', 'cod', 'languages'] as const).map((key) => (
                <li key={key} className="flex items-center gap-2">
                  <span className="size-1.5 rounded-full bg-primary" aria-hidden />
                  {t(`business.hero.highlights.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <OrderPreview />
        </div>
      </section>

      <section aria-labelledby="business-features" className="mx-auto max-w-7xl px-4 py-14">
        <SectionHeading
          id="business-features"
          title={t('business.features.title')}
          subtitle={t('business.features.subtitle')}
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              // Seven cards: the last one spans the row so no card is left alone on it.
              className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm sm:last:col-span-2 lg:last:col-span-3"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="grid content-start gap-1">
                <h3 className="font-semibold">{t(`business.features.${key}.title`)}</h3>
                <p className="text-sm text-muted-foreground">
                  {t(`business.features.${key}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="business-steps" className="border-y bg-muted/40">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <SectionHeading
            id="business-steps"
            title={t('business.steps.title')}
            subtitle={t('business.steps.subtitle')}
          />
          <ol className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((key, index) => (
              <li key={key} className="flex gap-4 rounded-xl bg-background p-5 lg:flex-col">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <div className="grid content-start gap-1">
                  <h3 className="font-semibold">
                    <span className="sr-only">{t('business.steps.step', { n: index + 1 })} </span>
                    {t(`business.steps.${key}.title`)}
                  </h3>
                  <p className="text-sm text-muted-foreground">{t(`business.steps.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-primary p-6 text-primary-foreground sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div className="grid gap-1">
              <p className="text-xl font-bold">{t('business.cta.title')}</p>
              <p className="opacity-90">{t('business.cta.text')}</p>
            </div>
            <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
              <Link href={signUpHref}>
                {t('business.hero.getStarted')}
                <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="business-resources" className="mx-auto max-w-7xl px-4 py-14">
        <SectionHeading
          id="business-resources"
          title={t('business.resources.title')}
          subtitle={t('business.resources.subtitle')}
        />
        <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4">
          {RESOURCES.map(({ href, key, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex h-full min-h-11 items-start gap-3 rounded-lg border bg-card p-4 outline-none transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <span className="grid gap-0.5">
                  <span className="text-sm font-semibold">{t(`footer.${key}`)}</span>
                  <span className="hidden text-xs text-muted-foreground sm:block">
                    {t(`business.resources.items.${key}`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="grid max-w-2xl gap-2">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="text-muted-foreground">{subtitle}</p>
    </div>
  );
}

/** A sketch of the back-office: an order that came in from Instagram, ready to ship. */
function OrderPreview() {
  const { t } = useTranslation();
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-sm select-none">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-primary/10 blur-2xl" />
      <div className="rounded-2xl border bg-card p-5 shadow-lg">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Store className="size-5" />
          </span>
          <div className="grid">
            <span className="font-semibold">{t('business.preview.store')}</span>
            <span className="text-xs text-muted-foreground">{t('business.preview.city')}</span>
          </div>
        </div>
        <div className="mt-5 rounded-xl border bg-background p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-semibold">{t('business.preview.newOrder')}</span>
            <Badge variant="info">{t('business.preview.source')}</Badge>
          </div>
          <p className="mt-2 text-sm text-muted-foreground">{t('business.preview.items')}</p>
          <div className="mt-4 flex items-end justify-between gap-2">
            <span className="text-sm text-muted-foreground">{t('business.preview.customer')}</span>
            <Money className="text-lg font-bold" amount={68} />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge variant="success">
            <Banknote />
            {t('business.preview.cod')}
          </Badge>
          <Badge variant="warning">
            <Truck />
            {t('business.preview.transporter')}
          </Badge>
        </div>
      </div>
    </div>
  );
}
