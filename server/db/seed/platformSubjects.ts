import { isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { subjects } from '../schema';

/** The subjects of the Latvian general-education curriculum, offered to every school. */
const platformSubjects: Record<'en' | 'lv' | 'ru', string>[] = [
  { en: 'Latvian language', lv: 'Latviešu valoda', ru: 'Латышский язык' },
  { en: 'Literature', lv: 'Literatūra', ru: 'Литература' },
  { en: 'Mathematics', lv: 'Matemātika', ru: 'Математика' },
  { en: 'English', lv: 'Angļu valoda', ru: 'Английский язык' },
  { en: 'Russian', lv: 'Krievu valoda', ru: 'Русский язык' },
  { en: 'German', lv: 'Vācu valoda', ru: 'Немецкий язык' },
  { en: 'History', lv: 'Vēsture', ru: 'История' },
  { en: 'Social studies', lv: 'Sociālās zinības', ru: 'Социальные знания' },
  { en: 'Geography', lv: 'Ģeogrāfija', ru: 'География' },
  { en: 'Biology', lv: 'Bioloģija', ru: 'Биология' },
  { en: 'Chemistry', lv: 'Ķīmija', ru: 'Химия' },
  { en: 'Physics', lv: 'Fizika', ru: 'Физика' },
  { en: 'Natural science', lv: 'Dabaszinības', ru: 'Естествознание' },
  { en: 'Computing', lv: 'Datorika', ru: 'Информатика' },
  { en: 'Programming', lv: 'Programmēšana', ru: 'Программирование' },
  { en: 'Design and technology', lv: 'Dizains un tehnoloģijas', ru: 'Дизайн и технологии' },
  { en: 'Visual art', lv: 'Vizuālā māksla', ru: 'Изобразительное искусство' },
  { en: 'Music', lv: 'Mūzika', ru: 'Музыка' },
  { en: 'Theatre', lv: 'Teātra māksla', ru: 'Театральное искусство' },
  { en: 'Sport and health', lv: 'Sports un veselība', ru: 'Спорт и здоровье' },
  { en: 'Economics', lv: 'Ekonomika', ru: 'Экономика' },
  { en: 'Class lesson', lv: 'Klases stunda', ru: 'Классный час' },
];

/** Adds the platform subjects once, on a database that has none yet. */
export async function seedPlatformSubjects(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(isNull(subjects.organizationId))
    .limit(1);
  if (existing) return;
  await db.insert(subjects).values(platformSubjects.map((names) => ({ organizationId: null, names })));
}
