import { useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { useOwnMenu } from '../api/get-own-menu';
import { useOpenSeries } from '../hooks/use-open-series';
import { ownMenuTexts } from '../texts';
import { SeriesDrinks } from './series-drinks';
import { SeriesTiles } from './series-tiles';
import './own-menu.css';

/** The own-menu screen (SPEC §2.16): series first, then the drinks of the one chosen. */
export function OwnMenu() {
  const menu = useOwnMenu();
  const { openId, open, close } = useOpenSeries();
  // Focus follows the user's own moves only, never a fresh page load.
  const [moved, setMoved] = useState<{ into: string | null; from: string | null }>({ into: null, from: null });

  return (
    <div className="own-menu">
      {/* Empty states are drawn by the views themselves: each links where to add what is missing. */}
      <AsyncContent state={menu} isEmpty={() => false} emptyText="" loadingText={ownMenuTexts.loading}>
        {(series) => {
          const chosen = openId ? series.find((s) => s._id === openId) : undefined;
          if (chosen) {
            const back = () => {
              setMoved({ into: null, from: chosen._id });
              close();
            };
            return <SeriesDrinks series={chosen} onBack={back} takeFocus={moved.into === chosen._id} />;
          }
          return (
            <>
              <h2>{ownMenuTexts.seriesHeading}</h2>
              {openId && (
                <p className="form-note" role="status">
                  {ownMenuTexts.seriesGone}
                </p>
              )}
              <SeriesTiles
                series={series}
                returnFocusTo={moved.from}
                onOpen={(id) => {
                  setMoved({ into: id, from: null });
                  open(id);
                }}
              />
            </>
          );
        }}
      </AsyncContent>
    </div>
  );
}
