import type { ComponentChildren } from 'preact';
import { defineMessages } from './i18n.ts';
import type { NavItem, View } from './types.ts';

const t = defineMessages({
  en: {
    product: 'access-cloud administration',
    skip: 'Skip to content',
    menu: 'Main menu',
    logout: 'Log out',
    signedInAs: 'Signed in as {name}',
  },
  de: {
    product: 'access-cloud Verwaltung',
    skip: 'Zum Inhalt springen',
    menu: 'Hauptmenü',
    logout: 'Abmelden',
    signedInAs: 'Angemeldet als {name}',
  },
});

/** The frame of every page: header with the customer and the menu, the page's title and content. */
export function Layout(props: { view: View; title: string; nav: NavItem[]; current: string; children: ComponentChildren }) {
  const { view, title, nav, current } = props;
  const admin = view.admin;
  return (
    <html lang={view.lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${t(view.lang, 'product')}`}</title>
        <link rel="stylesheet" href="/admin/assets/admin.css" />
        <link rel="stylesheet" href="/static/protocol.css" />
        <script src="/admin/assets/admin.js" defer></script>
      </head>
      <body>
        <a class="skip" href="#content">
          {t(view.lang, 'skip')}
        </a>
        <header class="top">
          <a class="brand" href="/admin/">
            {t(view.lang, 'product')}
          </a>
          {admin && (
            <div class="who">
              <span>{admin.customerName}</span>
              <span class="muted">{t(view.lang, 'signedInAs', { name: admin.name })}</span>
              <form method="post" action="/admin/logout" class="inline">
                <input type="hidden" name="_csrf" value={view.csrf} />
                <button type="submit" class="link">
                  {t(view.lang, 'logout')}
                </button>
              </form>
            </div>
          )}
        </header>
        <div class={admin ? 'frame' : 'frame public'}>
          {admin && nav.length > 0 && (
            <nav aria-label={t(view.lang, 'menu')} class="side">
              <ul>
                {nav.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} aria-current={isCurrent(item.section ?? item.href, current) ? 'page' : undefined}>
                      {item.label[view.lang] ?? item.label.en}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <main id="content">
            <h1>{title}</h1>
            {view.flash && (
              <p class="flash" role="status">
                {view.flash}
              </p>
            )}
            {props.children}
          </main>
        </div>
      </body>
    </html>
  );
}

function isCurrent(href: string, current: string): boolean {
  return href === '/admin/' ? current === '/admin/' || current === '/admin' : current === href || current.startsWith(`${href}/`);
}
