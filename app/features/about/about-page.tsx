import { Link } from '../../lib/router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { about } from '../../content/about';
import { showroomAddress, site } from '../../content/site';

export function AboutPage() {
  return (
    <div className="mx-auto max-w-page px-4 py-6 lg:py-10">
      <Breadcrumbs trail={[{ label: 'Home', href: '/' }]} current="About Us" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        About {site.name}
      </h1>
      <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{about.intro}</p>
      <p className="mt-4 text-lg font-semibold text-brand-800">
        Established in {site.foundingYear}
      </p>

      <section aria-labelledby="what-we-do" className="mt-10">
        <h2 id="what-we-do" className="text-2xl font-bold text-brand-900">
          What we do
        </h2>
        <ul className="mt-4 grid gap-6 md:grid-cols-3">
          {about.whatWeDo.map((item) => (
            <li
              key={item.title}
              className="rounded-lg border-t-4 border-accent-400 bg-slate-50 p-5"
            >
              <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="leadership" className="mt-10">
        <h2 id="leadership" className="text-2xl font-bold text-brand-900">
          Our leadership team
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {site.leadership.map((person) => (
            <li key={person.name} className="rounded-lg border border-slate-200 p-5">
              <p className="text-lg font-semibold text-brand-900">{person.name}</p>
              <p className="text-slate-700">{person.role}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="where" className="mt-10 max-w-3xl">
        <h2 id="where" className="text-2xl font-bold text-brand-900">
          Where we work
        </h2>
        <p className="mt-3 text-slate-700">{about.where}</p>
        <p className="mt-3 text-slate-700">
          Showroom: {showroomAddress()}.{' '}
          <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
            Contact us
          </Link>{' '}
          or call{' '}
          <a
            href={`tel:${site.phone.e164}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {site.phone.display}
          </a>
          .
        </p>
      </section>
    </div>
  );
}
