"""Colours of the window's own words (not the board's: those are genres.core.paint's Palette).

NOTE_COLOUR is for quiet notes under a control or beside a status: dark enough to read
on Qt's light window colour (about 7:1 contrast), lighter than the text around it so it
reads as a side remark.  Qt's palette(mid) was tried and is too faint (about 2:1).
"""
NOTE_COLOUR = "#555555"
