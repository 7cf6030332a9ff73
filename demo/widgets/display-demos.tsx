// Gallery sections for the widgets that display: cards, links, badges, loaders, icons, formats.
import { Badge } from '../../src/components/badge/badge';
import { Card } from '../../src/components/card/card';
import { CardImage } from '../../src/components/card-image/card-image';
import { formatCurrency } from '../../src/components/format/format-currency';
import { formatPhone } from '../../src/components/format/format-phone';
import { Icon } from '../../src/components/icon/icon';
import { ICON_PATHS, type IconName } from '../../src/components/icon/icon-paths';
import { Link } from '../../src/components/link/link';
import { Loader } from '../../src/components/loader/loader';
import cameraUrl from './camera.svg';
import { Example, GallerySection } from './gallery-section';

export function CardDemos() {
  return (
    <GallerySection title="Cards">
      <div className="gallery-cards">
        <Card
          selectable
          title="Video doorbell"
          description="See who is at the door."
          media={<CardImage src={cameraUrl} alt="" />}
        />
        <Card
          selectable
          defaultSelected
          title="Outdoor camera"
          description="Selected: press to clear."
          media={<CardImage src={cameraUrl} alt="" />}
        />
        <Card
          title="Card image, height 220"
          description="A plain card (not selectable)."
          media={<CardImage src={cameraUrl} alt="A white security camera" height={220} />}
        />
      </div>
    </GallerySection>
  );
}

export function LinkDemos() {
  return (
    <GallerySection title="Links">
      <Example title="Safe: https, mailto, tel, in-app">
        <Link href="https://example.com/support">Support centre</Link>
        <Link href="mailto:help@example.com">help@example.com</Link>
        <Link href="tel:+18005550199">1-800-555-0199</Link>
        <Link href="/dashboard">Dashboard</Link>
        <Link href="https://example.com/terms" newTab>
          Terms of Use
        </Link>
      </Example>
      <Example title="Insecure: http allowed explicitly, and one that warns in the console">
        <Link href="http://legacy.example.com" insecure>
          Legacy portal (allowed)
        </Link>
        <Link href="http://old.example.com">Old portal (warns)</Link>
      </Example>
    </GallerySection>
  );
}

const LOOKS = ['primary', 'destructive', 'success', 'warning', 'info', 'secondary', 'new'];

export function BadgeDemos() {
  return (
    <GallerySection title="Badges">
      <Example title="Solid">
        {LOOKS.map((type) => (
          <Badge key={type} badgeType={type}>
            {type}
          </Badge>
        ))}
      </Example>
      <Example title="Outline">
        {LOOKS.map((type) => (
          <Badge key={type} badgeType={type} badgeStyle="outline">
            {type}
          </Badge>
        ))}
      </Example>
      <Example title="With icons">
        <Badge badgeType="success" iconLeft="check">
          Paid
        </Badge>
        <Badge badgeType="info" iconRight="chevron-right">
          Details
        </Badge>
      </Example>
    </GallerySection>
  );
}

export function LoaderIconDemos() {
  return (
    <GallerySection title="Loaders and icons">
      <Example title="Loader: small, medium (default), large">
        <Loader size="small" label="Loading small" />
        <Loader label="Loading medium" />
        <Loader size="large" label="Loading large" />
        <Loader label="Loading invoices" showLabel />
      </Example>
      <Example title="Icons: 32 px by default, decorative unless labelled">
        <ul className="gallery-icons">
          {(Object.keys(ICON_PATHS) as IconName[]).map((name) => (
            <li key={name}>
              <Icon name={name} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
        <Icon name="shield" size={48} label="Protected" />
      </Example>
    </GallerySection>
  );
}

const PHONES = ['8015550142', '801-555-0142', '(801) 555.0142', '+1 801 555 0142', '555-0142'];
const AMOUNTS: [number, string?, string?][] = [[1234.5], [-42], [99.999], [1234.5, 'de-DE', 'EUR']];

export function FormatDemos() {
  return (
    <GallerySection title="Formatters">
      <div className="gallery-tables">
        <table>
          <caption>formatPhone</caption>
          <thead>
            <tr>
              <th scope="col">Input</th>
              <th scope="col">Shown</th>
            </tr>
          </thead>
          <tbody>
            {PHONES.map((input) => (
              <tr key={input}>
                <td>
                  <code>{input}</code>
                </td>
                <td>{formatPhone(input)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption>formatCurrency</caption>
          <thead>
            <tr>
              <th scope="col">Input</th>
              <th scope="col">Shown</th>
            </tr>
          </thead>
          <tbody>
            {AMOUNTS.map(([amount, locale, currency]) => (
              <tr key={`${amount}${locale ?? ''}`}>
                <td>
                  <code>
                    {amount}
                    {locale ? `, ${locale}, ${currency}` : ''}
                  </code>
                </td>
                <td>{formatCurrency(amount, { locale, currency })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </GallerySection>
  );
}
