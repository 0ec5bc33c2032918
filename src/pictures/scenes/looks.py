"""The three looks of the collection, each dressed on its own black linen dress form."""
import math

import bpy
from mathutils import Vector

import materials
from studio import add_modifiers, body, folds, lathe, mesh_object, sleeve, tube

FRONT = 3 * math.pi / 2  # theta that faces the camera


def dress_form(at, name="form"):
    cover = materials.linen("form linen", (0.018, 0.017, 0.016))
    parts = [lathe(name, 1.62, 0.74, lambda t, z: body(z), rings=90, segments=96)]
    parts[0].data.materials.append(cover)
    add_modifiers(parts[0], thickness=0, levels=2)
    wood, metal = materials.plain("walnut", (0.09, 0.045, 0.02), 0.35), materials.plain("iron", (0.02, 0.02, 0.02), 0.3, 1)
    bpy.ops.mesh.primitive_uv_sphere_add(radius=0.062, location=(0, 0, 1.63), scale=(1, 1, 0.45))
    bpy.context.object.data.materials.append(wood)
    parts.append(bpy.context.object)
    bpy.ops.mesh.primitive_cylinder_add(radius=0.012, depth=0.74, location=(0, 0, 0.37))
    bpy.context.object.data.materials.append(metal)
    parts.append(bpy.context.object)
    bpy.ops.mesh.primitive_cylinder_add(radius=0.17, depth=0.025, location=(0, 0, 0.0125), vertices=64)
    bpy.context.object.data.materials.append(metal)
    parts.append(bpy.context.object)
    return place(parts, at)


def place(parts, at):
    """Parent the parts to one empty at (x, y, z[, turn]) so that a look moves and turns as one."""
    anchor = bpy.data.objects.new("look", None)
    bpy.context.collection.objects.link(anchor)
    anchor.location = at[:3]
    anchor.rotation_euler.z = at[3] if len(at) > 3 else 0
    for part in parts:
        part.parent = anchor
    return parts


def buttons(radius, heights, size, depth, lift, material):
    """A row of buttons down the centre front, standing just proud of the cloth."""
    made = []
    for z in heights:
        _, ry = radius(FRONT, z)
        bpy.ops.mesh.primitive_uv_sphere_add(radius=size, location=(0, -ry - lift + size * 0.15, z), rotation=(math.pi / 2, 0, 0),
                                             scale=(1, 1, depth / size))  # domed, as a gilt button is
        bpy.ops.object.shade_smooth()
        bpy.context.object.data.materials.append(material)
        made.append(bpy.context.object)
    return made


def soft_max(a, b, k=0.05):
    """max() with a rounded corner, so cloth turns over the shoulder instead of creasing."""
    return (a + b + math.sqrt((a - b) ** 2 + k * k)) / 2


def hanging(theta, z, waist, flare, seed, strength):
    """Half-width and half-depth of cloth that follows the body above `waist` and falls free below it."""
    rx, ry = body(max(z, waist))
    drop = max(0.0, waist - z)
    grow = flare * drop
    fold = folds(theta, z, seed, strength * min(1.0, drop / 0.35) + 0.002)
    return rx + grow + fold, ry + grow * 0.8 + fold


def jacket(at):
    """A boucle jacket: hip length, collarless V with black braid, four gilt buttons, empty sleeves."""
    tweed, braid, gilt = materials.boucle("boucle"), materials.plain("braid", (0.01, 0.01, 0.01), 0.5, sheen=0.5), materials.plain("gilt", (0.85, 0.62, 0.3), 0.42, 0.75)
    ease = 0.014

    def radius(theta, z):
        rx, ry = hanging(theta, z, 0.95, 0.18, 3.1, 0.01)
        return rx + ease, ry + ease

    def neckline(z):
        return 0.42 * max(0.0, (z - 1.18) / 0.34)

    shell = lathe("jacket", 1.52, 0.84, radius, gap=neckline)
    shell.data.materials.append(tweed)
    parts = [add_modifiers(shell, 0.007)]
    for side in (1, -1):
        edge = []
        for k in range(30):
            z = 1.50 - 0.30 * k / 29
            theta = FRONT + side * neckline(z)
            rx, ry = radius(theta, z)
            edge.append(Vector((rx * math.cos(theta), ry * math.sin(theta) - 0.004, z)))
        trim = tube("braid", edge, lambda t: 0.0075, segments=12, flatten=1)
        trim.data.materials.append(braid)
        parts.append(trim)
        parts.append(sleeve("jacket sleeve", side, Vector((0.15, 0.0, 1.40)), 0.58, tweed, 7 + side))
    parts += buttons(radius, (1.17, 1.08, 0.99, 0.90), 0.012, 0.006, 0.009, gilt)
    return place(parts, at)


def cape(at):
    """A houndstooth cape coat to below the knee: it falls from the shoulders, open at the front, funnel collar."""
    cloth, brass = materials.houndstooth("houndstooth"), materials.plain("brass", (0.85, 0.62, 0.3), 0.42, 0.75)

    def radius(theta, z):
        rx, ry = body(z)
        fall = 1.42 - z  # negative above the shoulders, where the cape closes in to the neck
        fold = folds(theta, z, 11.7, 0.075 * min(1.0, max(0.0, fall) / 0.8) ** 1.2, stretch=0.7)
        slope = 0.095 if fall > 0 else 2.2
        return soft_max(rx + 0.02, 0.2 + slope * fall) + fold, soft_max(ry + 0.02, 0.14 + slope * fall * 0.8) + fold

    def opening(z):
        """Closed to the last button, then parting softly towards the hem."""
        return 0.0 if z > 1.06 else 0.012 + 0.35 * (1.06 - z) ** 1.3

    shell = lathe("cape", 1.52, 0.52, radius, rings=200, segments=200, gap=opening)
    shell.data.materials.append(cloth)
    collar = lathe("collar", 1.62, 1.49, lambda t, z: (0.09 + 0.5 * (z - 1.49) ** 1.5,) * 2, rings=20)
    collar.data.materials.append(cloth)
    parts = [add_modifiers(shell, 0.009), add_modifiers(collar, 0.009)]
    parts += buttons(radius, (1.36, 1.24, 1.12), 0.014, 0.008, 0.012, brass)
    return place(parts, at)


def dress(at):
    """A sleeveless camel cashmere rib-knit dress to mid-calf: rolled polo neck, black leather belt."""
    yarn = materials.knit("cashmere")
    leather, gilt = materials.plain("leather", (0.012, 0.01, 0.009), 0.35), materials.plain("gilt", (0.85, 0.62, 0.3), 0.42, 0.75)

    def radius(theta, z):
        rx, ry = hanging(theta, z, 0.95, 0.2, 5.3, 0.03)
        return rx + 0.006, ry + 0.006

    shell = lathe("dress", 1.50, 0.44, radius, rings=180)
    shell.data.materials.append(yarn)
    bpy.ops.mesh.primitive_torus_add(major_radius=0.072, minor_radius=0.032, location=(0, 0, 1.535), major_segments=64, minor_segments=24)
    polo = bpy.context.object
    polo.scale = (1, 0.95, 1.25)
    polo.data.materials.append(yarn)
    belt = lathe("belt", 1.135, 1.105, lambda t, z: tuple(r + 0.012 for r in body(1.12)), rings=4)
    belt.data.materials.append(leather)
    bpy.ops.mesh.primitive_torus_add(major_radius=0.016, minor_radius=0.004, location=(0, -body(1.12)[1] - 0.018, 1.12), rotation=(math.pi / 2, 0, 0))
    bpy.context.object.data.materials.append(gilt)
    parts = [add_modifiers(shell, 0.006), add_modifiers(polo, 0, 1), add_modifiers(belt, 0.004), bpy.context.object]
    return place(parts, at)


LOOKS = {"jacket": jacket, "cape": cape, "dress": dress}


def dressed_form(look, at):
    return dress_form(at) + LOOKS[look](at)


__all__ = ["dressed_form", "LOOKS", "mesh_object"]
