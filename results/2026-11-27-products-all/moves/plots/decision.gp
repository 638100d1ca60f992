reset
$D0 << EOD
20 0.997375 0.8294389999999999 1.3557750000000002
100 3.719167 3.375103 4.161535
EOD
$D1 << EOD
20 0.866303 0.819199 1.3189110000000002
100 3.866623 3.637247 4.816895000000001
EOD
$D2 << EOD
20 0.583679 0.5652469999999999 0.610303
100 2.9245430000000003 2.719743 3.325951
EOD
$D3 << EOD
20 2.0602869999999998 1.220607 2.5886709999999997
100 8.028159 6.815743 8.126463
EOD
$D4 << EOD
20 0.792575 0.741375 0.903167
100 3.7027829999999997 3.522559 3.948543
EOD
$D5 << EOD
20 0.950271 0.9175030000000001 1.482751
100 5.111807 4.554751 5.701631
EOD
$D6 << EOD
20 3.325951 2.211839 3.5061750000000003
100 14.417919 12.124158999999999 14.614527
EOD
$D7 << EOD
20 1.6220150000000002 1.302527 2.5067510000000004
100 7.471103 7.1106549999999995 9.502718999999999
EOD
$D8 << EOD
20 0.813055 0.737279 0.849919
100 4.014079000000001 3.5880949999999996 5.865470999999999
EOD
$D9 << EOD
20 0.987135 0.925695 1.163263
100 5.406719 5.373951 6.1603829999999995
EOD
$D10 << EOD
20 3.342335 2.686975 3.5880949999999996
100 11.730943 11.337727000000001 17.540877000000002
EOD
set terminal pngcairo noenhanced size 900,520 font 'sans,10'
set output "decision.png"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 75% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.28262349999999997:35.081754000000004]
set xrange [14.285714285714286:140.0]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#56B4E9" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq pubsub", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D8 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D8 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D9 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D9 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D10 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#56B4E9" notitle, \
     $D10 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq reply"
unset multiplot
set output
set terminal svg noenhanced size 900,520 dynamic font 'sans,10' background '#ffffff'
set output "decision.svg"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 75% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.28262349999999997:35.081754000000004]
set xrange [14.285714285714286:140.0]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#56B4E9" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq pubsub", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D8 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D8 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D9 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D9 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D10 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#56B4E9" notitle, \
     $D10 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq reply"
unset multiplot
set output
