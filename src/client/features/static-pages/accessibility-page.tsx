import { SITE } from '@shared/site/brand';
import { buttonClass } from '../../components/ui/button';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Link } from '../../lib/router';
import { LastUpdated } from './policy-section';

export default function AccessibilityPage() {
  return (
    <Page>
      <PageHeader eyebrow="Our commitment" title="Accessibility Statement">
        Everyone should be able to follow the ladder, read the rules and manage their account, whatever device
        or assistive technology they use.
      </PageHeader>
      <Prose>
        <LastUpdated />

        <h2>Our target</h2>
        <p>
          We aim for this website to meet the{' '}
          <strong>Web Content Accessibility Guidelines (WCAG) 2.2 at level AA</strong>. We check new pages
          with automated accessibility tests (axe) as part of every release, and test the main journeys by
          hand with a keyboard and a screen reader.
        </p>

        <h2>What we have done</h2>
        <h3>Keyboard use</h3>
        <ul>
          <li>Every link, button, menu and form can be reached and used with the keyboard alone.</li>
          <li>Focus is always visible with a clear outline, and the order follows the layout of the page.</li>
          <li>
            The menu drawer traps focus while open, closes with Escape and returns focus where you were.
          </li>
          <li>Questions in the Help Center use native disclosure widgets that open with Enter or Space.</li>
        </ul>
        <h3>Motion</h3>
        <p>
          If your system asks for reduced motion, we honour it: animations and transitions are switched off
          and scrolling is instant. Countdowns still tick, they just change without animation.
        </p>
        <h3>Screen readers</h3>
        <ul>
          <li>Pages use landmarks and headings in order, so you can jump between sections.</li>
          <li>
            Icon-only buttons have text labels, and decorative icons are hidden from assistive technology.
          </li>
          <li>Links that open a new tab say so, and live updates such as toasts are announced.</li>
          <li>Images that carry meaning have text alternatives; purely decorative images are skipped.</li>
        </ul>
        <h3>Readability</h3>
        <ul>
          <li>Text and controls meet WCAG AA colour contrast on our dark theme.</li>
          <li>The layout works from small phones upward and with browser zoom up to 400%.</li>
          <li>Status never relies on colour alone; badges always carry a word such as “Operational”.</li>
        </ul>

        <h2>Known limitations</h2>
        <ul>
          <li>
            <strong>In-game content.</strong> {SITE.name} runs inside Minecraft: Java Edition with the
            Cobblemon mod, and the game itself has limited screen reader support that we cannot change.
            Minecraft’s own accessibility settings (subtitles, high-contrast text, reduced view bobbing) still
            apply.
          </li>
          <li>
            <strong>Third-party pages.</strong> Discord sign-in and card checkout happen on pages run by
            Discord and our payment provider, which follow their own accessibility standards.
          </li>
          <li>
            <strong>Community content.</strong> Images and videos posted by players may not have text
            alternatives.
          </li>
        </ul>

        <h2>Report a barrier</h2>
        <p>
          If something on this site is hard or impossible for you to use, please tell us. Describe the page,
          what you were trying to do and, if you like, the browser and assistive technology you use. We aim to
          reply within 5 business days and to fix confirmed barriers in the next release, or offer another way
          to get what you need in the meantime.
        </p>
      </Prose>
      <div className="mt-6">
        <Link to="/contact-support" className={buttonClass('primary')}>
          Report an accessibility barrier
        </Link>
      </div>
    </Page>
  );
}
