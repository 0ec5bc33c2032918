// npm run pictures:move: content/images/ into the bucket (a dry run), `-- --apply` to do it (src/originals/README.md).
import { bucketOf } from '../site-model/picture-store.ts';
import { applyMove, planMove } from './move-to-bucket.ts';

const bucket = bucketOf();
if (!bucket) {
  console.error('Set PICTURES_URL and the bucket’s settings first (README, "Build settings").');
  process.exit(1);
}
const plan = planMove(bucket);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
for (const move of plan.moves) console.log(`${move.name} (${megabytes(move.bytes)}) → ${move.address}`);
for (const { file, count } of plan.rewrites) console.log(`${file}: ${count} picture address(es) rewritten`);
const total = plan.moves.reduce((sum, move) => sum + move.bytes, 0);
console.log(`${plan.moves.length} pictures, ${megabytes(total)}; ${plan.rewrites.length} content files.`);
if (!process.argv.includes('--apply')) {
  console.log('A dry run: nothing was uploaded or changed. `npm run pictures:move -- --apply` moves them.');
} else {
  const secret = process.env.PICTURES_SECRET_ACCESS_KEY;
  if (!secret) {
    console.error('Set PICTURES_SECRET_ACCESS_KEY (with PICTURES_ACCESS_KEY_ID): a key that may write to the bucket.');
    process.exit(1);
  }
  await applyMove(bucket, plan, secret, (line) => console.log(line)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
