import fs from 'fs';
import path from 'path';
import type { ChapterContent, CourseContent, LevelContent } from '../catalog/content-types';
import { readLevelFiles } from './level-files';
import { COURSES_DIR } from './paths';

/** courses/<course>/course.json: chapters in order, each listing its level folders in order. */
interface CourseFile {
  id: string;
  name: string;
  firstLevel: string;
  chapters: CourseFileChapter[];
  creativeChapter?: CourseFileChapter;
}

interface CourseFileChapter {
  id: number;
  name: string;
  levels: string[];
}

function loadLevel(
  courseDir: string,
  course: CourseFile,
  chapter: CourseFileChapter,
  index: number,
): LevelContent {
  const slug = chapter.levels[index];
  const files = readLevelFiles(path.join(courseDir, slug));
  const { settings } = files;
  const level: LevelContent = {
    slug,
    name: settings.name,
    courseId: course.id,
    chapterId: chapter.id,
    chapterName: chapter.name,
    levelIndex: index,
    codeTemplate: files.codeTemplate,
    guide: files.guide,
    hint: files.hint,
    solution: files.solution,
    map: files.map,
    start: settings.start,
    zoom: settings.zoom,
    items: settings.items,
    levelGoals: settings.levelGoals,
    constants: settings.constants,
  };
  if (settings.maxLinesOfCode !== undefined) level.maxLinesOfCode = settings.maxLinesOfCode;
  if (settings.guideImage !== undefined) level.guideImage = settings.guideImage;
  if (files.tutorial !== undefined) level.tutorial = files.tutorial;
  if (settings.requiresLogin) level.requiresLogin = true;
  if (settings.solutionAnswers !== undefined) level.solutionAnswers = settings.solutionAnswers;
  if (Object.keys(files.translations).length) level.translations = files.translations;
  return level;
}

export function loadCourse(courseDir: string): CourseContent {
  const course = JSON.parse(fs.readFileSync(path.join(courseDir, 'course.json'), 'utf8')) as CourseFile;
  const loadChapter = (chapter: CourseFileChapter): ChapterContent => ({
    id: chapter.id,
    name: chapter.name,
    levels: chapter.levels.map((_, i) => loadLevel(courseDir, course, chapter, i)),
  });
  const content: CourseContent = {
    id: course.id,
    name: course.name,
    firstLevel: course.firstLevel,
    chapters: course.chapters.map(loadChapter),
  };
  if (course.creativeChapter) content.creativeChapter = loadChapter(course.creativeChapter);
  return content;
}

/** Course folders in the catalogue's order: python first (the default course), then the rest. */
const COURSE_ORDER = ['python', 'advanced-python'];

export function loadAllCourses(dir = COURSES_DIR): CourseContent[] {
  const ids = fs
    .readdirSync(dir)
    .filter((d) => fs.existsSync(path.join(dir, d, 'course.json')))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return ids.map((id) => loadCourse(path.join(dir, id)));
}

function rank(id: string): number {
  const i = COURSE_ORDER.indexOf(id);
  return i === -1 ? COURSE_ORDER.length : i;
}
