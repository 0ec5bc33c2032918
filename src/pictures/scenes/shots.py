"""Renders one campaign picture into content/images/.

    blender -b --factory-startup -P src/pictures/scenes/shots.py -- SHOT [--preview] [--samples N]

SHOT is one of the names in SHOTS below. --preview renders a 40%-size, 24-sample draft for look development.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bpy  # noqa: E402
from mathutils import Vector  # noqa: E402

import materials  # noqa: E402
from looks import dressed_form  # noqa: E402
from studio import mesh_object  # noqa: E402

IMAGES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "content", "images")

LOOK_SIZE = (2000, 2500)  # large enough for the zoom view: a pixel per CSS pixel on a desktop screen

# name: file, pixel size, looks (look, x, y, turn), camera position, camera target, lens (mm)[, f-stop]
# A shot with an f-stop is focused on its target with that depth of field: the fabric close-ups.
SHOTS = {
    "hero": ("hero-atelier.jpg", (2880, 1620), [("cape", -1.25, 0.45, 0.35), ("jacket", 0, 0, 0.1), ("dress", 1.3, 0.55, -0.4)],
             (0, -8.4, 1.25), (0, 0, 0.42), 50),
    "hero-portrait": ("hero-atelier-portrait.jpg", (1440, 1800), [("cape", -1.0, 1.4, 0.5), ("jacket", 0, 0, 0.1), ("dress", 1.05, 1.6, -0.5)],
                      (0, -3.9, 1.0), (0, 0, 0.55), 50),
    "look-01": ("look-01-boucle-jacket.jpg", LOOK_SIZE, [("jacket", 0, 0, 0.35)], (0.3, -4.6, 1.2), (0.05, 0, 0.98), 70),
    "look-01-back": ("look-01-boucle-jacket-back.jpg", LOOK_SIZE, [("jacket", 0, 0, math.pi - 0.55)], (0.3, -3.9, 1.25), (0.0, 0, 1.08), 70),
    "look-01-fabric": ("look-01-boucle-jacket-fabric.jpg", LOOK_SIZE, [("jacket", 0, 0, 0.2)], (0.16, -0.66, 1.16), (0.015, -0.125, 1.1), 100, 5.6),
    "look-02": ("look-02-houndstooth-cape.jpg", LOOK_SIZE, [("cape", 0, 0, -0.3)], (-0.3, -4.6, 1.15), (-0.05, 0, 0.95), 70),
    "look-02-back": ("look-02-houndstooth-cape-back.jpg", LOOK_SIZE, [("cape", 0, 0, math.pi + 0.6)], (-0.3, -4.2, 1.2), (0.0, 0, 1.0), 70),
    "look-02-fabric": ("look-02-houndstooth-cape-fabric.jpg", LOOK_SIZE, [("cape", 0, 0, -0.15)], (-0.14, -0.7, 1.36), (0.0, -0.16, 1.3), 100, 5.6),
    "look-03": ("look-03-cashmere-dress.jpg", LOOK_SIZE, [("dress", 0, 0, 0.25)], (0.25, -4.6, 1.2), (0.05, 0, 0.97), 70),
    "look-03-back": ("look-03-cashmere-dress-back.jpg", LOOK_SIZE, [("dress", 0, 0, math.pi - 0.5)], (0.25, -4.2, 1.2), (0.0, 0, 1.0), 70),
    "look-03-fabric": ("look-03-cashmere-dress-fabric.jpg", LOOK_SIZE, [("dress", 0, 0, 0.15)], (0.14, -0.64, 1.2), (0.01, -0.12, 1.14), 100, 5.6),
    "dialog": ("contact-jacket-detail.jpg", (1000, 1500), [("jacket", 0, 0, 0.5)], (0.9, -3.3, 1.4), (0.0, 0, 1.12), 70),
}


def clear():
    for obj in list(bpy.data.objects):
        bpy.data.objects.remove(obj)


def cyclorama():
    """A dark warm-grey sweep: floor curving up into the wall, so no horizon line shows."""
    profile = [(y, 0.0) for y in (-12, -4, 0, 1.5)]
    profile += [(1.5 + 1.5 * math.sin(a * math.pi / 20), 1.5 - 1.5 * math.cos(a * math.pi / 20)) for a in range(1, 11)]
    profile += [(3.0, 4.0), (3.0, 9.0)]
    verts = [(x, y, z) for (y, z) in profile for x in (-14, 14)]
    faces = [(2 * k, 2 * k + 1, 2 * k + 3, 2 * k + 2) for k in range(len(profile) - 1)]
    sweep = mesh_object("cyclorama", verts, faces)
    sweep.data.materials.append(materials.plain("backdrop", (0.02, 0.018, 0.016), 0.8))


def area(name, location, target, size, energy, colour):
    light = bpy.data.lights.new(name, "AREA")
    light.shape, light.size, light.size_y = "RECTANGLE", size[0], size[1]
    light.energy, light.color = energy, colour
    light.spread = math.radians(55)  # a gridded softbox: the light stays on the clothes, off the backdrop
    obj = bpy.data.objects.new(name, light)
    bpy.context.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = (Vector(target) - Vector(location)).to_track_quat("-Z", "Y").to_euler()
    return obj


def lights():
    """Low key: a tall warm softbox from the left, a cool rim from behind right, a pool on the wall."""
    area("key", (-2.6, -2.4, 2.6), (0, 0, 1.1), (1.2, 2.4), 70, (1.0, 0.9, 0.78))
    area("rim", (2.4, 2.2, 2.4), (0, 0, 1.2), (0.6, 2.0), 45, (0.85, 0.9, 1.0))
    area("wall", (0.0, 0.5, 4.0), (0.0, 3.0, 1.6), (1.2, 0.6), 10, (1.0, 0.92, 0.82))
    world = bpy.data.worlds.new("black")
    world.color = (0, 0, 0)
    bpy.context.scene.world = world


def camera(position, target, lens, fstop=None):
    cam = bpy.data.objects.new("camera", bpy.data.cameras.new("camera"))
    bpy.context.collection.objects.link(cam)
    cam.location = position
    cam.rotation_euler = (Vector(target) - Vector(position)).to_track_quat("-Z", "Y").to_euler()
    cam.data.lens = lens
    if fstop:
        cam.data.dof.use_dof = True
        cam.data.dof.focus_distance = (Vector(target) - Vector(position)).length
        cam.data.dof.aperture_fstop = fstop
    bpy.context.scene.camera = cam


def render(file, size, preview, samples):
    scene = bpy.context.scene
    scene.render.resolution_x, scene.render.resolution_y = size
    scene.render.resolution_percentage = 40 if preview else 100
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "Medium High Contrast"
    scene.render.engine = "CYCLES"
    scene.cycles.device = "CPU"
    scene.cycles.samples = 24 if preview else samples
    if True:
        scene.cycles.use_adaptive_sampling = True
        scene.cycles.adaptive_threshold = 0.02
        scene.cycles.use_denoising = False  # Debian's Blender has no OpenImageDenoise
        scene.cycles.max_bounces, scene.cycles.diffuse_bounces, scene.cycles.glossy_bounces = 6, 3, 2
        scene.cycles.sample_clamp_indirect = 2.0
    scene.render.image_settings.file_format = "JPEG"
    scene.render.image_settings.quality = 92
    scene.render.filepath = os.path.join(IMAGES, ("preview-" if preview else "") + file)
    bpy.ops.render.render(write_still=True)


def main():
    args = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
    name = args[0] if args else "look-01"
    samples = int(args[args.index("--samples") + 1]) if "--samples" in args else 256
    file, size, looks, position, target, lens, *fstop = SHOTS[name]
    clear()
    cyclorama()
    lights()
    for look, x, y, turn in looks:
        dressed_form(look, (x, y, 0, turn))
    camera(position, target, lens, *fstop)
    render(file, size, "--preview" in args, samples)


main()
