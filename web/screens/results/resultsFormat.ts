/** How result numbers read on screen: the same formatting as the PDF report (common/results/numbers). */
export {
  formatCount,
  formatDelta,
  formatMean,
  formatRate,
  formatScore,
  formatShare,
  noValue,
} from '../../../common/results/numbers';
