export { card, body, title, description, extra, boxOffset } from '../../styles/choiceCard.css.ts';
