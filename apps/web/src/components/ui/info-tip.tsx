import { Button, Dialog, DialogTrigger, OverlayArrow, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './info-tip.css';

interface InfoTipProps {
  /** The explanation (spec part 1 §2.1 tooltips; part 2 §2.9 info popups). */
  children: string;
  /** What the tip is about, for its accessible name. */
  label?: string;
}

/**
 * An "i" button opening a small explanation (spec part 1 §2.1 "Tooltips", part 2 §2.9 "Info
 * popups"). A press-to-open popover so it also works on touch screens.
 */
export function InfoTip({ children, label }: InfoTipProps) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button className="info-tip__button" aria-label={label ?? t('common.moreInfo')}>
        <span aria-hidden="true">i</span>
      </Button>
      <Popover className="info-tip__popover" placement="top" offset={8}>
        <OverlayArrow className="info-tip__arrow">
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        <Dialog className="info-tip__dialog" aria-label={label ?? t('common.moreInfo')}>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
