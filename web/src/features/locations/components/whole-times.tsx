import { Fragment } from 'react';

const TIME = /(\d{1,2}:\d{2} [ap]m|[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2})/;

/**
 * Opening-hours text with each time ('10:00 pm') and date ('Thu, Nov 26')
 * kept on one line: a narrow card may break between them, never inside one
 * ('10:00 am – 10:00 / pm' was what a phone showed).
 */
export function WholeTimes({ text }: { text: string }) {
  return (
    <>
      {text.split(TIME).map((part, i) =>
        i % 2 ? (
          <span key={i} className="whole-value">
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
